import { t as sdkT } from '@lobbykit/sdk';
import { useT } from '../use-t';
import { StatusScreen } from './status-screen';

/** System status 2 (R2.36): the 'blockip' title, the visitor's IP and customer service. */
export function RegionBlockedPage({ ip }: { ip: string }) {
  const t = useT();
  return (
    <StatusScreen icon="🌐" title={sdkT('blockip')}>
      <p>{t('blockedInfo')}</p>
      <p className="status-screen__ip">
        {t('yourIp')} <strong data-testid="visitor-ip">{ip}</strong>
      </p>
    </StatusScreen>
  );
}
