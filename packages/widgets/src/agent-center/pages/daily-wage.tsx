import type { AgentCenterPageProps } from '../page-props';
import { PayoutsPage } from './ui/payouts-page';

/** agentDailyWages2: the daily wages (R2.112, R7.57), computed on the previous day and paid the next (R9.37, R9.38): what was paid and why, and the contracts of that kind. */
export default function DailyWage(props: AgentCenterPageProps) {
  return <PayoutsPage {...props} page="agentDailyWages2" kind="dailyWage" />;
}
