import type { InferInput } from 'valibot';
import { defineWidget } from '../define-widget';
import { SiteFooter, siteFooterProps } from './site-footer';
import { siteFooterCss } from './site-footer.css';

export const siteFooterWidget = defineWidget({
  name: 'site-footer',
  component: SiteFooter,
  styles: siteFooterCss,
  props: siteFooterProps,
});
export default siteFooterWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'site-footer': InferInput<typeof siteFooterProps>;
  }
}
