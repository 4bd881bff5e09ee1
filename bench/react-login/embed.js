// Bench only: the embed runtime with the login widget rendered by real react-dom 19 (the road not
// taken). Same sdk runtime, same loader contract and the same chunk split as src/embed.ts; the
// preact-only parts (DOM dialogs, modal outlet) stay out because the inline form needs neither to paint.
import { installGlobal, registerWidget } from '@lobbykit/sdk/runtime';

registerWidget('login', () => import('./login-widget.js').then((module) => module.loginWidget));
installGlobal();
