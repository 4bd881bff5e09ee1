import { $startup } from '@lobbykit/sdk';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { CountryFlag } from './country-flags';

/** The merchant's country, signed in and out alike (decisions: region flag). */
export function RegionFlag() {
  const t = useTranslate();
  const startup = useStore($startup);
  const merchant = startup.phase === 'ready' ? startup.permission?.merchant : undefined;
  if (!merchant) return null;
  return (
    <span className="lk-flag" title={merchant.countryName}>
      <CountryFlag country={merchant.country} />
      <span className="lk-flag__code" aria-hidden="true">
        {merchant.country.toUpperCase()}
      </span>
      <span className="lk-sr-only">{`${t('header.region')}: ${merchant.countryName}`}</span>
    </span>
  );
}
