import MessageCenter from '../../member-center/pages/message-center';
import type { AgentCenterPageProps } from '../page-props';
import { MemberCenterPageFrame } from './ui/member-center-page';

/** Platform messages: the member center's message center (read, unread, delete) for the agent's inbox. */
export default function PlatformMessages(props: AgentCenterPageProps) {
  return <MemberCenterPageFrame {...props} page={MessageCenter} />;
}
