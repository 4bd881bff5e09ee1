import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { skeletonCss } from '../ui/skeleton';

export const promotionsCss = `${buttonCss}${errorStateCss}${skeletonCss}
.lk-promos { display: flex; flex-direction: column; gap: 16px; min-width: 0; }
.lk-promos__title { font-size: 22px; font-weight: 700; }
.lk-promos__mine { display: flex; justify-content: flex-end; }
.lk-promo-tabs {
  display: flex; gap: 8px; overflow-x: auto; scroll-snap-type: x proximity; scrollbar-width: none;
  margin: 0 -4px; padding: 4px;
}
.lk-promo-tabs::-webkit-scrollbar { display: none; }
.lk-promo-tab {
  flex: none; scroll-snap-align: start; min-height: 44px; padding: 8px 16px;
  border: 1px solid var(--lk-border); border-radius: 999px; background: var(--lk-surface);
  color: var(--lk-text-muted); font-weight: 600; white-space: nowrap; cursor: pointer;
  transition: background-color var(--lk-duration) ease-out, color var(--lk-duration) ease-out, border-color var(--lk-duration) ease-out;
}
.lk-promo-tab:hover { color: var(--lk-text); border-color: var(--lk-text-muted); }
.lk-promo-tab[aria-selected='true'] { background: var(--lk-primary); border-color: var(--lk-primary); color: var(--lk-primary-text); }
.lk-promo-grid {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr)); gap: 16px;
  margin: 0; padding: 0; list-style: none;
}
.lk-promo-card {
  position: relative; display: flex; flex-direction: column; min-width: 0; overflow: hidden;
  background: var(--lk-surface); border: 1px solid var(--lk-border); border-radius: var(--lk-radius);
  transition: border-color var(--lk-duration) ease-out, transform var(--lk-duration) ease-out, box-shadow var(--lk-duration) ease-out;
  /* Cards off screen skip style, layout and paint until they come near it (a list of 50 paints the
     few on screen); their box keeps the last size drawn, about one card's until then. */
  content-visibility: auto; contain-intrinsic-size: auto 340px;
}
.lk-promo-card:not(.lk-promo-card--skeleton):hover {
  border-color: color-mix(in srgb, var(--lk-primary) 60%, var(--lk-border)); transform: translateY(-2px); box-shadow: var(--lk-shadow);
}
.lk-promo-card__banner, .lk-promo-detail__banner {
  display: block; aspect-ratio: 3 / 1; width: 100%; height: auto; background: var(--lk-surface-2); overflow: hidden;
}
.lk-promo-card__banner img { display: block; width: 100%; height: 100%; object-fit: cover; }
.lk-promo-card__body { display: flex; flex: 1; flex-direction: column; gap: 8px; padding: 12px 16px 16px; }
.lk-promo-card__meta { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px; }
.lk-promo-chip {
  display: inline-flex; align-items: center; padding: 2px 10px; border-radius: 999px;
  background: color-mix(in srgb, var(--lk-primary) 20%, transparent); color: var(--lk-link);
  font-size: 12px; font-weight: 700; letter-spacing: 0.02em; text-transform: uppercase;
}
.lk-promo-card__bonus { color: var(--lk-accent); font-weight: 700; }
.lk-promo-card__title { font-size: 17px; font-weight: 700; line-height: 1.3; }
.lk-promo-card__title a { color: var(--lk-text); text-decoration: none; }
.lk-promo-card__title a:hover { color: var(--lk-link); }
/* The title's link covers the card (banner included); the button, the details link and the notice sit above it. */
.lk-promo-card__title a::after { content: ''; position: absolute; inset: 0; border-radius: var(--lk-radius); }
.lk-promo-card__footer, .lk-promo-card .lk-promo-notice, .lk-promo-card .lk-promo-progress { position: relative; z-index: 1; }
.lk-promo-card__summary {
  color: var(--lk-text-muted); display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden;
}
.lk-promo-period { display: flex; align-items: center; gap: 6px; color: var(--lk-text-muted); font-size: 13px; font-variant-numeric: tabular-nums; }
.lk-promo-icon { flex: none; width: 16px; height: 16px; }
.lk-promo-card__footer {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 12px; margin-top: auto; padding-top: 4px;
}
.lk-promo-link, .lk-promo-back {
  display: inline-flex; align-items: center; gap: 6px; min-height: 44px; color: var(--lk-link); font-weight: 600; text-decoration: none;
}
.lk-promo-link:hover, .lk-promo-back:hover { text-decoration: underline; }
.lk-promo-back { align-self: flex-start; }
.lk-promo-state {
  display: inline-flex; align-items: center; gap: 6px; min-height: 36px; padding: 6px 14px;
  border-radius: var(--lk-radius-sm); font-weight: 600; border: 1px solid transparent;
}
.lk-promo-state--done { background: color-mix(in srgb, var(--lk-success) 16%, transparent); color: var(--lk-success); }
.lk-promo-state--wait { background: color-mix(in srgb, var(--lk-warning) 16%, transparent); color: var(--lk-warning); }
.lk-promo-state--off { background: var(--lk-surface-2); color: var(--lk-text-muted); border-color: var(--lk-border); }
.lk-promo-notice { margin: 0; padding: 10px 12px; border-radius: var(--lk-radius-sm); overflow-wrap: anywhere; }
.lk-promo-notice--ok { background: color-mix(in srgb, var(--lk-success) 16%, transparent); }
.lk-promo-notice--error { background: color-mix(in srgb, var(--lk-danger) 16%, transparent); }
.lk-promo-progress { display: flex; flex-direction: column; gap: 6px; }
.lk-promo-progress__top { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 4px 12px; font-size: 13px; }
.lk-promo-progress__top span:first-child { color: var(--lk-text-muted); }
.lk-promo-progress__track { height: 8px; border-radius: 999px; background: var(--lk-surface-2); overflow: hidden; }
.lk-promo-progress__bar {
  height: 100%; border-radius: inherit; background: linear-gradient(90deg, var(--lk-primary), var(--lk-success));
  transition: width 250ms ease-out;
}
.lk-promo-muted { color: var(--lk-text-muted); font-size: 13px; }
.lk-promo-empty {
  display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 32px 16px; text-align: center;
  background: var(--lk-surface); border: 1px dashed var(--lk-border); border-radius: var(--lk-radius); color: var(--lk-text-muted);
}
.lk-promo-detail { display: flex; flex-direction: column; gap: 16px; max-width: 960px; width: 100%; margin: 0 auto; }
.lk-promo-detail__banner { border-radius: var(--lk-radius); object-fit: cover; }
@media (min-width: 768px) {
  .lk-promos__title { font-size: 28px; }
  .lk-promo-grid { gap: 24px; }
}
@media (prefers-reduced-motion: reduce) {
  .lk-promo-card:not(.lk-promo-card--skeleton):hover { transform: none; }
  .lk-promo-progress__bar { transition: none; }
}
`;
