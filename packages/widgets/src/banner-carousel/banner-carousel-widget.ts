import { bannerGroup } from '@lobbykit/sdk/lobby';
import * as v from 'valibot';
import { defineWidget } from '../define-widget';
import { BannerCarousel } from './banner-carousel';
import { bannerCarouselCss } from './banner-carousel.css';

export const bannerCarouselProps = v.object({
  groupName: v.optional(bannerGroup),
});

export const bannerCarouselWidget = defineWidget({
  name: 'banner-carousel',
  component: BannerCarousel,
  styles: bannerCarouselCss,
  props: bannerCarouselProps,
});
export default bannerCarouselWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'banner-carousel': v.InferInput<typeof bannerCarouselProps>;
  }
}
