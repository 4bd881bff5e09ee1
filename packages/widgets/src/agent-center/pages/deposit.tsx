import DepositPage from '../../member-center/pages/depositv2';
import type { AgentCenterPageProps } from '../page-props';
import { MemberCenterPageFrame } from './ui/member-center-page';

/** deposit: the member center's deposit page (depositv2), for the agent's own wallet. */
export default function AgentDeposit(props: AgentCenterPageProps) {
  return <MemberCenterPageFrame {...props} page={DepositPage} />;
}
