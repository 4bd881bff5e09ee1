import * as v from 'valibot';
import { defineWidget } from '../define-widget';
import { MemberCenter } from './member-center';
import { memberCenterCss } from './member-center.css';

export const memberCenterProps = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,40}$/))),
  params: v.optional(v.record(v.string(), v.string())),
});

export const memberCenterWidget = defineWidget({
  name: 'member-center',
  component: MemberCenter,
  styles: memberCenterCss,
  props: memberCenterProps,
});
export default memberCenterWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'member-center': v.InferInput<typeof memberCenterProps>;
  }
}
