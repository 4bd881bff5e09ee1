import { VERSION } from '../version';
import { BASE_PLACEHOLDER } from './placeholder';
import { installLoader } from './snippet';

// The build entry of dist/loader.min.js: the snippet with the sdk's version pinned in.
installLoader(window, document, BASE_PLACEHOLDER, VERSION);
