import { isolationCss } from '@lobbykit/sdk/runtime';
import { lightThemeCss } from './tokens';

/**
 * What every widget's shadow root (and the overlay's) adopts first: the isolated inner root (every
 * inherited property set there, so no rule of the host page reaches inside), type scale, focus ring
 * and the reduced-motion switch. The type size is `--lk-font-size`, which a partner may set.
 */
export const baseCss = `${lightThemeCss}
${isolationCss}
:host {
  color-scheme: dark;
  display: block;
  /* A widget never widens the flex or grid cell a page puts it in (a carousel track is very wide). */
  min-width: 0;
  --lk-font-size: 14px;
  -webkit-text-size-adjust: 100%;
}
@media (min-width: 768px) {
  :host { --lk-font-size: 15px; }
}
*, *::before, *::after { box-sizing: border-box; }
h1, h2, h3 { margin: 0; font-weight: 700; line-height: 1.25; }
h1 { font-size: 28px; }
h2 { font-size: 22px; }
h3 { font-size: 18px; }
p { margin: 0; }
button, input, select, textarea { font: inherit; color: inherit; }
:focus { outline: none; }
:focus-visible { outline: 2px solid var(--lk-primary); outline-offset: 2px; }
.lk-sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.lk-money { font-variant-numeric: tabular-nums; white-space: nowrap; }
@keyframes lk-fade { from { opacity: 0; } }
@keyframes lk-rise { from { opacity: 0; transform: translateY(12px); } }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}
`;
