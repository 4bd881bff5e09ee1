import { buttonCss } from '../ui/button';
import { errorStateCss } from '../ui/error-state';
import { skeletonCss } from '../ui/skeleton';

export const bannerCarouselCss = `${buttonCss}${errorStateCss}${skeletonCss}
.lk-banners { position: relative; }
.lk-banners__viewport {
  position: relative; overflow: hidden; border-radius: var(--lk-radius); touch-action: pan-y;
  aspect-ratio: 3 / 1; background: var(--lk-surface);
}
.lk-banners__track { display: flex; height: 100%; will-change: transform; }
.lk-banners__slide { flex: 0 0 100%; min-width: 0; height: 100%; }
.lk-banners__link { display: block; height: 100%; border-radius: var(--lk-radius); }
.lk-banners__link:focus-visible { outline-offset: -2px; }
.lk-banners__image {
  display: block; width: 100%; height: 100%; object-fit: cover; border-radius: var(--lk-radius);
  user-select: none; -webkit-user-drag: none;
}
.lk-banners__skeleton { width: 100%; height: 100%; border-radius: var(--lk-radius); }
.lk-banners__arrow {
  position: absolute; top: 50%; display: grid; place-items: center; width: 44px; height: 44px; padding: 0;
  border: 1px solid color-mix(in srgb, var(--lk-text) 25%, transparent); border-radius: 50%;
  background: color-mix(in srgb, var(--lk-bg) 55%, transparent); color: var(--lk-text); cursor: pointer;
  transform: translateY(-50%); opacity: 0.85; transition: opacity var(--lk-duration) ease-out, background-color var(--lk-duration) ease-out;
}
.lk-banners__arrow:hover, .lk-banners__arrow:focus-visible { opacity: 1; background: color-mix(in srgb, var(--lk-bg) 80%, transparent); }
.lk-banners__arrow svg { width: 22px; height: 22px; fill: none; stroke: currentColor; stroke-width: 2.4; stroke-linecap: round; stroke-linejoin: round; }
.lk-banners__arrow--previous { left: 8px; }
.lk-banners__arrow--next { right: 8px; }
@media (max-width: 479.98px) { .lk-banners__arrow { display: none; } }
.lk-banners__dots { display: flex; justify-content: center; flex-wrap: wrap; margin-top: 2px; }
.lk-banners__dots--pending { height: 32px; }
.lk-banners__dot {
  display: grid; place-items: center; width: 32px; height: 32px; padding: 0; border: 0; background: none; cursor: pointer;
}
.lk-banners__dot span {
  display: block; width: 8px; height: 8px; border-radius: 999px; background: var(--lk-text-muted); opacity: 0.6;
  transition: width var(--lk-duration) ease-out, background-color var(--lk-duration) ease-out;
}
.lk-banners__dot[aria-current='true'] span { width: 22px; background: var(--lk-primary); opacity: 1; }
.lk-banners__panel {
  display: grid; place-items: center; min-height: 160px; padding: 16px; border-radius: var(--lk-radius);
  background: var(--lk-surface); border: 1px solid var(--lk-border);
}
.lk-banners__empty { gap: 12px; text-align: center; color: var(--lk-text-muted); align-content: center; }
@media (prefers-reduced-motion: reduce) { .lk-banners__track { transition: none !important; } }
`;
