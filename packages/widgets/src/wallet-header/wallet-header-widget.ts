import * as v from 'valibot';
import { defineWidget } from '../define-widget';
import { countryFlagCss } from './country-flags';
import { WalletHeader } from './wallet-header';
import { walletHeaderCss } from './wallet-header.css';

export const walletHeaderProps = v.object({
  brand: v.optional(v.pipe(v.string(), v.maxLength(64))),
  menuOpen: v.optional(v.boolean()),
});

export const walletHeaderWidget = defineWidget({
  name: 'wallet-header',
  component: WalletHeader,
  styles: walletHeaderCss + countryFlagCss,
  props: walletHeaderProps,
});
export default walletHeaderWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'wallet-header': v.InferInput<typeof walletHeaderProps>;
  }
}
