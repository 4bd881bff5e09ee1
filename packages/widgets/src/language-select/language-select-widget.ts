import * as v from 'valibot';
import { defineWidget } from '../define-widget';
import { countryFlagCss } from '../wallet-header/country-flags';
import { LanguageSelect } from './language-select';
import { languageSelectCss } from './language-select.css';

export const languageSelectProps = v.object({
  variant: v.optional(v.picklist(['menu', 'list'])),
  showRegion: v.optional(v.boolean()),
  initiallyOpen: v.optional(v.boolean()),
});

export const languageSelectWidget = defineWidget({
  name: 'language-select',
  component: LanguageSelect,
  styles: languageSelectCss + countryFlagCss,
  props: languageSelectProps,
});
export default languageSelectWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'language-select': v.InferInput<typeof languageSelectProps>;
  }
}
