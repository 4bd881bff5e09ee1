import { useT } from '../use-t';
import { StatusScreen } from './status-screen';

/** System status 1 (R2.35): the operator's maintenance title and info, and customer service. */
export function MaintenancePage({ title, info }: { title: string; info: string }) {
  const t = useT();
  return (
    <StatusScreen icon="🛠️" title={title || t('maintenanceTitle')}>
      <p>{info || t('maintenanceInfo')}</p>
    </StatusScreen>
  );
}
