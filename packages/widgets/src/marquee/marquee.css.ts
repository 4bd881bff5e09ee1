import { skeletonCss } from '../ui/skeleton';

// The player site holds this widget's room until it mounts (host-site styles/pages.css, .lobby__marquee:
// the 44 px row and its border); change both (e2e home-first-banner measures the shift).
export const marqueeCss = `${skeletonCss}
.lk-marquee {
  display: flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 4px 0 12px;
  background: var(--lk-surface); border: 1px solid var(--lk-border); border-radius: var(--lk-radius-sm);
}
.lk-marquee__icon {
  flex: none; width: 20px; height: 20px; fill: none; stroke: var(--lk-accent); stroke-width: 1.8;
  stroke-linecap: round; stroke-linejoin: round;
}
.lk-marquee__viewport {
  flex: 1; min-width: 0; overflow: hidden;
  mask-image: linear-gradient(90deg, transparent, #000 16px, #000 calc(100% - 16px), transparent);
}
.lk-marquee__track { display: flex; width: max-content; animation: lk-marquee linear infinite; }
.lk-marquee:hover .lk-marquee__track, .lk-marquee:focus-within .lk-marquee__track { animation-play-state: paused; }
.lk-marquee__list { display: flex; flex: none; margin: 0; padding: 0 24px 0 0; list-style: none; gap: 24px; }
.lk-marquee__notice {
  min-height: 44px; padding: 0 4px; border: 0; background: none; color: var(--lk-text);
  white-space: nowrap; cursor: pointer;
}
.lk-marquee__notice:hover { color: var(--lk-link); text-decoration: underline; }
.lk-marquee__notice:focus-visible { outline-offset: -2px; }
.lk-marquee__message { flex: 1; min-width: 0; padding: 10px 0; color: var(--lk-text-muted); overflow-wrap: anywhere; }
.lk-marquee__action {
  flex: none; min-height: 44px; padding: 0 12px; border: 0; border-radius: var(--lk-radius-sm);
  background: none; color: var(--lk-link); font-weight: 600; cursor: pointer;
}
.lk-marquee__action:hover { background: var(--lk-surface-2); }
@keyframes lk-marquee { from { transform: translateX(0); } to { transform: translateX(-50%); } }
@media (prefers-reduced-motion: reduce) {
  .lk-marquee__track { animation: none !important; width: auto; }
  .lk-marquee__copy { display: none; }
  .lk-marquee__viewport { overflow-x: auto; mask-image: none; }
}
`;
