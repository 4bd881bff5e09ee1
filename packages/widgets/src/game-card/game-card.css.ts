/**
 * The vendor code sits top-left (the platform's icons carry the vendor's full name at the bottom).
 * The card is square art with the name under it; everything scales with the column the grid gives
 * it, so no width is fixed (BN names are long). The play overlay shows on hover and on keyboard focus.
 */
export const gameCardCss = `
.lk-card { position: relative; display: flex; flex-direction: column; min-width: 0; }
.lk-card__tile {
  display: flex; flex-direction: column; gap: 6px; width: 100%; min-width: 0; padding: 0;
  border: 0; background: none; color: var(--lk-text); text-align: start; cursor: pointer;
  border-radius: var(--lk-radius);
}
.lk-card__art {
  position: relative; display: block; width: 100%; aspect-ratio: 1; overflow: hidden;
  border-radius: var(--lk-radius); background: linear-gradient(135deg, var(--lk-surface-2), var(--lk-surface));
  box-shadow: 0 0 0 1px var(--lk-border) inset;
}
.lk-card__art img {
  position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; display: block;
  transition: transform var(--lk-duration) ease-out;
}
.lk-card__monogram {
  position: absolute; inset: 0; display: grid; place-items: center;
  font-size: 28px; font-weight: 800; color: var(--lk-text-muted);
}
.lk-card__vendor {
  position: absolute; left: 6px; top: 6px; max-width: calc(100% - 56px); padding: 2px 6px;
  border-radius: 6px; background: rgba(6, 8, 18, 0.72); color: #fff;
  font-size: 11px; font-weight: 700; letter-spacing: 0.02em; line-height: 1.4;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.lk-card__badge {
  position: absolute; left: 6px; top: 30px; padding: 2px 6px; border-radius: 6px;
  background: var(--lk-warning); color: #1b1300; font-size: 11px; font-weight: 700;
}
.lk-card__play {
  position: absolute; inset: 0; display: grid; place-items: center; opacity: 0;
  background: rgba(6, 8, 18, 0.55); transition: opacity var(--lk-duration) ease-out;
}
.lk-card__play-button {
  display: inline-flex; align-items: center; gap: 6px; min-height: 36px; max-width: calc(100% - 12px);
  padding: 6px 14px; border-radius: 999px; background: var(--lk-primary); color: var(--lk-primary-text);
  font-size: 13px; font-weight: 700; text-align: center;
}
.lk-card__play-icon {
  display: grid; place-items: center; width: 48px; height: 48px; border-radius: 50%;
  background: var(--lk-primary); color: var(--lk-primary-text);
}
.lk-card__play-icon svg, .lk-card__play-button svg { width: 18px; height: 18px; flex: none; }
.lk-card__tile:hover .lk-card__play, .lk-card__tile:focus-visible .lk-card__play { opacity: 1; }
.lk-card__tile:hover img { transform: scale(1.04); }
.lk-card__tile:focus-visible { outline-offset: 3px; }
.lk-card__name {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden;
  min-height: 2.9em; font-size: 13px; font-weight: 600; line-height: 1.45; overflow-wrap: anywhere;
}
.lk-card__heart {
  position: absolute; top: 0; right: 0; display: grid; place-items: center; width: 44px; height: 44px;
  padding: 0; border: 0; background: none; color: #fff; cursor: pointer;
}
.lk-card__heart span {
  display: grid; place-items: center; width: 30px; height: 30px; border-radius: 50%;
  background: rgba(6, 8, 18, 0.6); transition: transform var(--lk-duration) ease-out;
}
.lk-card__heart svg { width: 18px; height: 18px; }
.lk-card__heart[aria-pressed='true'] { color: var(--lk-danger); }
.lk-card__heart:hover span { transform: scale(1.1); }
.lk-card__heart:focus-visible { outline-offset: -4px; border-radius: 50%; }
.lk-card--vendor .lk-card__art {
  background: radial-gradient(circle at 30% 20%, color-mix(in srgb, var(--lk-primary) 40%, transparent), var(--lk-surface));
  box-shadow: 0 0 0 1px var(--lk-primary) inset;
}
.lk-card--vendor .lk-card__art img { object-fit: contain; padding: 12%; }
.lk-card--vendor .lk-card__name { text-align: center; }
.lk-card--off .lk-card__art img { filter: grayscale(0.8); opacity: 0.6; }
.lk-card-skeleton { display: flex; flex-direction: column; gap: 6px; }
.lk-card-skeleton .lk-skeleton:first-child { aspect-ratio: 1; height: auto !important; border-radius: var(--lk-radius); }
@media (prefers-reduced-motion: reduce) { .lk-card__tile:hover img { transform: none; } }
`;
