import * as v from 'valibot';
import { defineWidget } from '../define-widget';
import { AgentCenter } from './agent-center';
import { agentCenterCss } from './agent-center.css';

export const agentCenterProps = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,60}$/))),
  params: v.optional(v.record(v.string(), v.string())),
});

/** `<lk-agent-center>`: the agent center an agent's portal or the player site's /agentHome embeds. */
export const agentCenterWidget = defineWidget({
  name: 'agent-center',
  component: AgentCenter,
  styles: agentCenterCss,
  props: agentCenterProps,
});
export default agentCenterWidget;

declare module '@lobbykit/sdk' {
  interface WidgetPropsMap {
    'agent-center': v.InferInput<typeof agentCenterProps>;
  }
}
