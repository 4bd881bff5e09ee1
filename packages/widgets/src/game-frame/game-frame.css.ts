import { spinnerCss } from '../ui/spinner';

/** Full screen at every width: a slim bar with Back and the game's name, the game under it. */
export const gameFrameCss = `${spinnerCss}
.lk-frame {
  position: fixed; inset: 0; z-index: var(--lk-z-overlay); display: flex; flex-direction: column;
  background: var(--lk-bg); color: var(--lk-text); font-family: var(--lk-font); font-size: 14px; line-height: 1.45;
  animation: lk-fade var(--lk-duration) ease-out;
}
.lk-frame__bar {
  display: flex; align-items: center; gap: 8px; min-height: 52px; padding: 4px 8px;
  background: var(--lk-surface); border-bottom: 1px solid var(--lk-border);
}
.lk-frame__back {
  display: inline-flex; flex: none; align-items: center; gap: 6px; min-height: 44px; padding: 0 14px 0 10px;
  border: 1px solid var(--lk-border); border-radius: 999px; background: var(--lk-surface-2); color: var(--lk-text);
  font-weight: 600; cursor: pointer; max-width: 60%;
}
.lk-frame__back span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lk-frame__back svg { width: 18px; height: 18px; flex: none; }
.lk-frame__back:hover { background: var(--lk-border); }
.lk-frame__window {
  display: inline-grid; flex: none; place-items: center; width: 44px; height: 44px; margin-left: auto;
  border: 1px solid var(--lk-border); border-radius: 999px; background: var(--lk-surface-2); color: var(--lk-text);
  cursor: pointer;
}
.lk-frame__window svg { width: 18px; height: 18px; }
.lk-frame__window:hover { background: var(--lk-border); }
.lk-frame__title {
  min-width: 0; margin: 0; font-size: 16px; font-weight: 700; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.lk-frame__stage { position: relative; flex: 1; min-height: 0; }
.lk-frame__game { display: block; width: 100%; height: 100%; border: 0; background: #000; }
.lk-frame__loading { position: absolute; inset: 0; display: grid; place-items: center; pointer-events: none; }
@media (prefers-reduced-motion: reduce) { .lk-frame { animation: none; } }
`;
