import type { ResourceLink } from '@lobbykit/sdk/lobby';
import { useId, useState } from 'react';
import { QrCode } from '../ui/qr-code';
import { SiteLink } from '../ui/site-link';
import { useTranslate } from '../ui/use-translate';
import { MenuIcon } from './menu-icons';

type AppKind = 'IOS' | 'MOBILECONFIG' | 'Android';

/** The app install guide (R2.103) of each download: /guides#ios, #mobileconfig, #android. */
const guidePath = (kind: string) => `/guides#${kind.toLowerCase()}`;

/**
 * R2.61: the app downloads, IOS, MOBILECONFIG and Android. A platform's button shows its QR code
 * (and a plain link for a player already on the phone); the QR encoder loads only then.
 */
export function AppDownloads({ links }: { links: ResourceLink[] }) {
  const t = useTranslate();
  const panelId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = links.find((link) => link.kind === chosen);
  const platform = (kind: string) => t(`sideMenu.app.${kind as AppKind}`);
  return (
    <div className="lk-side__apps">
      <p className="lk-side__hint">{t('sideMenu.appsHint')}</p>
      <div className="lk-side__app-buttons">
        {links.map((link) => (
          <button
            key={link.kind}
            type="button"
            className="lk-side__chip"
            aria-expanded={chosen === link.kind}
            aria-controls={panelId}
            onClick={() => setChosen((was) => (was === link.kind ? null : link.kind))}
          >
            {platform(link.kind)}
          </button>
        ))}
      </div>
      <div id={panelId} className="lk-side__qr" hidden={!shown}>
        {shown ? (
          <>
            <QrCode
              value={shown.href}
              label={t('sideMenu.appCode', { platform: platform(shown.kind) })}
              size={160}
              margin={12}
            />
            <a className="lk-side__qr-link" href={shown.href} target="_blank" rel="noopener">
              <MenuIcon name="apps" />
              {t('sideMenu.appLink', { platform: platform(shown.kind) })}
              <span className="lk-sr-only"> {t('sideMenu.newTab')}</span>
            </a>
            <SiteLink path={guidePath(shown.kind)} className="lk-side__qr-link">
              {t('sideMenu.appGuide', { platform: platform(shown.kind) })}
            </SiteLink>
          </>
        ) : null}
      </div>
    </div>
  );
}
