import { $startup } from '@lobbykit/sdk';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';

/** A two-letter country code as its flag emoji: no image request and no sprite (STYLE.md, imagery). */
export function flagEmoji(countryCode: string): string {
  if (!/^[a-z]{2}$/i.test(countryCode)) return '';
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(...[...countryCode.toUpperCase()].map((letter) => base + letter.charCodeAt(0)));
}

/** The merchant's country, signed in and out alike (decisions: region flag). */
export function RegionFlag() {
  const t = useTranslate();
  const startup = useStore($startup);
  const merchant = startup.phase === 'ready' ? startup.permission?.merchant : undefined;
  if (!merchant) return null;
  const flag = flagEmoji(merchant.country);
  return (
    <span className="lk-flag" title={merchant.countryName}>
      <span aria-hidden="true">{flag}</span>
      <span className="lk-flag__code" aria-hidden="true">
        {merchant.country.toUpperCase()}
      </span>
      <span className="lk-sr-only">{`${t('header.region')}: ${merchant.countryName}`}</span>
    </span>
  );
}
