import type { AgentCenterPageProps } from '../page-props';
import { PayoutsPage } from './ui/payouts-page';

/** agentRealtimeSalary: the real-time salaries (R2.114, R7.59), settled and paid every 5 minutes (R9.36): what was paid and why, and the contracts of that kind. */
export default function RealtimeSalary(props: AgentCenterPageProps) {
  return <PayoutsPage {...props} page="agentRealtimeSalary" kind="realtimeSalary" />;
}
