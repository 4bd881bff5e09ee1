import type { AgentCenterPageProps } from '../page-props';
import { PayoutsPage } from './ui/payouts-page';

/** agentDividendRecordCopy2: the dividends (R2.111, R7.56), settled per contract period: what was paid and why, and the contracts of that kind. */
export default function DividendRecord(props: AgentCenterPageProps) {
  return <PayoutsPage {...props} page="agentDividendRecordCopy2" kind="dividend" />;
}
