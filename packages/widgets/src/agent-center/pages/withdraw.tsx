import WithdrawPage from '../../member-center/pages/withdraw';
import type { AgentCenterPageProps } from '../page-props';
import { MemberCenterPageFrame } from './ui/member-center-page';

/** withdraw: the member center's withdraw page, for the agent's own wallet. */
export default function AgentWithdraw(props: AgentCenterPageProps) {
  return <MemberCenterPageFrame {...props} page={WithdrawPage} />;
}
