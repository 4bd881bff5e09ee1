import { VERSION } from '../version';
import { LOADER_FILES, loaderFileUrl } from './files';
import { BASE_PLACEHOLDER } from './placeholder';

/**
 * dist/loader-snippet.html, what a partner pastes: a `<link rel="modulepreload">` for each file the
 * inline `script` will insert, then the script. The links are in the HTML, so the browser's preload
 * scanner asks for both files as soon as it reads them, not once the parser has run the script (and,
 * for a snippet above the page's content, the rest of the page). Without a `crossorigin` attribute a
 * modulepreload fetches as the module script does (CORS, same-origin credentials), so the script
 * takes the preloaded module. A second copy of the snippet preloads nothing new: the module map has
 * each URL once.
 */
export function snippetHtml(script: string, base = BASE_PLACEHOLDER, version = VERSION): string {
  const links = LOADER_FILES.map(
    (file) => `<link rel="modulepreload" href="${loaderFileUrl(base, version, file)}">`,
  );
  return `<!-- LobbyKit loader: its base URL is where lobbykit@<version>/lobbykit.js is served -->\n${links.join('\n')}\n<script>${script}</script>\n`;
}
