import { skeletonCss } from '../ui/skeleton';

/**
 * The side menu: a sticky column on wide screens, a drawer from the left on phones. The banners',
 * language select's, flags', channel marks' and QR code's rules come with their chunk
 * (side-menu-extras.tsx).
 */
export const sideMenuCss = `${skeletonCss}
.lk-side__extra { display: contents; }
:host { height: 100%; }
.lk-side { height: 100%; }
.lk-side__column {
  position: sticky; top: var(--lk-side-menu-top, 0px); width: var(--lk-side-menu-width, 248px);
  max-height: calc(100vh - var(--lk-side-menu-top, 0px)); overflow-y: auto; overscroll-behavior: contain;
  padding: 16px 12px 24px; border-inline-end: 1px solid var(--lk-border);
  background: linear-gradient(var(--lk-surface), var(--lk-bg));
  scrollbar-width: thin; scrollbar-color: var(--lk-border) transparent;
}
.lk-side__nav { display: flex; flex-direction: column; gap: 12px; }
.lk-side__list { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.lk-side__group { display: flex; flex-direction: column; gap: 6px; padding-top: 12px; border-top: 1px solid var(--lk-border); }
.lk-side__heading {
  margin: 0 8px; font-size: 12px; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase;
  color: var(--lk-text-muted);
}
.lk-side__item {
  display: flex; align-items: center; gap: 12px; width: 100%; min-height: 44px; padding: 8px 12px;
  border: 0; border-radius: var(--lk-radius-sm); background: transparent; color: var(--lk-text);
  font: inherit; font-weight: 600; text-align: start; text-decoration: none; cursor: pointer;
  transition: background-color 180ms ease-out, color 180ms ease-out;
}
.lk-side__item:hover { background: var(--lk-surface-2); }
.lk-side__item:focus-visible, .lk-side__chip:focus-visible, .lk-side__channel:focus-visible,
.lk-side__close:focus-visible, .lk-side__toggle:focus-visible, .lk-side__qr-link:focus-visible, .lk-side__retry:focus-visible {
  outline: 2px solid var(--lk-primary); outline-offset: 2px;
}
.lk-side__item--current { background: color-mix(in srgb, var(--lk-primary) 22%, transparent); color: var(--lk-text); }
.lk-side__item--current .lk-side__icon { color: var(--lk-primary); }
.lk-side__icon { flex: none; color: var(--lk-text-muted); }
.lk-side__item:hover .lk-side__icon { color: var(--lk-text); }
.lk-side__text { display: flex; flex-direction: column; min-width: 0; }
.lk-side__text small { font-size: 12px; font-weight: 400; color: var(--lk-text-muted); }
.lk-side__item--invite {
  background: linear-gradient(135deg, var(--lk-primary), #a046ff); color: var(--lk-primary-text);
  box-shadow: 0 8px 24px rgb(117 85 255 / 0.35);
}
.lk-side__item--invite:hover { background: linear-gradient(135deg, #6848ff, #9136f5); }
.lk-side__item--invite .lk-side__icon, .lk-side__item--invite small { color: rgb(255 255 255 / 0.9); }
.lk-side__item--support { border: 1px solid var(--lk-border); background: var(--lk-surface-2); }
.lk-side__item--support .lk-side__icon { color: var(--lk-success); }
.lk-side__banners { border-radius: var(--lk-radius); overflow: hidden; }
.lk-side__banners .lk-banners__viewport { border-radius: var(--lk-radius); }
.lk-side__room { aspect-ratio: 3; }
.lk-side__hint { margin: 0 8px; font-size: 13px; color: var(--lk-text-muted); }
.lk-side__skeleton { display: flex; flex-direction: column; gap: 6px; padding: 0 4px; }
.lk-side__retry, .lk-side__chip {
  min-height: 36px; padding: 6px 12px; border: 1px solid var(--lk-border); border-radius: 999px;
  background: var(--lk-surface-2); color: var(--lk-text); font: inherit; font-size: 13px; font-weight: 600; cursor: pointer;
}
.lk-side__app-buttons { display: flex; flex-wrap: wrap; gap: 6px; padding: 0 4px; }
.lk-side__chip[aria-expanded='true'] { border-color: var(--lk-primary); background: color-mix(in srgb, var(--lk-primary) 22%, transparent); }
.lk-side__chip { min-height: 44px; }
.lk-side__apps { display: flex; flex-direction: column; gap: 8px; }
.lk-side__qr { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 4px; }
.lk-side__qr[hidden] { display: none; }
.lk-side__qr-link { display: inline-flex; align-items: center; gap: 6px; min-height: 44px; color: var(--lk-primary); font-weight: 600; text-decoration: none; }
.lk-side__qr-link .lk-side__icon { color: currentColor; }
.lk-side__channels { display: grid; grid-template-columns: repeat(auto-fill, minmax(104px, 1fr)); gap: 4px; margin: 0; padding: 0; list-style: none; }
.lk-side__channel {
  display: flex; align-items: center; gap: 8px; min-height: 44px; padding: 6px 8px; border-radius: var(--lk-radius-sm);
  color: var(--lk-text); font-size: 13px; text-decoration: none; transition: background-color 180ms ease-out;
}
.lk-side__channel:hover { background: var(--lk-surface-2); }
.lk-side__language .lk-lang__heading { margin: 0 8px; }
.lk-side__toggle, .lk-side__close {
  display: inline-grid; place-items: center; width: 44px; height: 44px; padding: 0; border: 1px solid var(--lk-border);
  border-radius: var(--lk-radius-sm); background: var(--lk-surface-2); color: var(--lk-text); cursor: pointer;
}
.lk-side__close svg { width: 20px; height: 20px; }
.lk-side__cover {
  position: fixed; inset: 0; z-index: var(--lk-z-overlay, 2147483000); background: rgb(5 7 15 / 0.65);
  animation: lk-side-fade 200ms ease-out;
}
.lk-side__drawer {
  position: fixed; inset-block: 0; inset-inline-start: 0; z-index: var(--lk-z-overlay, 2147483000);
  display: flex; flex-direction: column; gap: 12px; width: min(320px, 88vw); padding: 12px 12px 24px;
  overflow-y: auto; overscroll-behavior: contain; background: var(--lk-surface);
  border-inline-end: 1px solid var(--lk-border); box-shadow: 16px 0 48px rgb(0 0 0 / 0.5);
  animation: lk-side-in 220ms ease-out;
}
.lk-side__drawer-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 0 4px 0 8px; }
.lk-side__title { font-size: 18px; }
@keyframes lk-side-in { from { transform: translateX(-100%); } to { transform: none; } }
@keyframes lk-side-fade { from { opacity: 0; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .lk-side__drawer, .lk-side__cover { animation: none; } }
`;
