import type { AgentCenterPageProps } from '../page-props';
import { PayoutsPage } from './ui/payouts-page';

/** agentHourSalary: the hourly salaries (R2.113, R7.58), settled each hour: what was paid and why, and the contracts of that kind. */
export default function HourlySalary(props: AgentCenterPageProps) {
  return <PayoutsPage {...props} page="agentHourSalary" kind="hourlySalary" />;
}
