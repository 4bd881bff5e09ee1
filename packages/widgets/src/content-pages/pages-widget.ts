import type { InferInput } from 'valibot';
import { defineWidget } from '../define-widget';
import { helpCenterCss } from '../help-center/help-center.css';
import { ContentPages, contentPagesProps } from './content-pages';

/** The page's own frame around the help center's list and article styles. */
const contentPagesCss = `${helpCenterCss}
.lk-content-pages { display: flex; flex-direction: column; gap: 16px; padding: 20px; background: var(--lk-surface);
  border-radius: var(--lk-radius); }
.lk-content-pages__title { margin: 0; font-size: 24px; font-weight: 700; }
.lk-content-pages .lk-help__nav { top: 72px; }
`;

export const pagesWidget = defineWidget({
  name: 'content-pages',
  component: ContentPages,
  styles: contentPagesCss,
  props: contentPagesProps,
});
export default pagesWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'content-pages': InferInput<typeof contentPagesProps>;
  }
}
