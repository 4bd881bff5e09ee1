import { type Banner, openServiceLink, type ResourceLink, type SideMenuSection } from '@lobbykit/sdk/lobby';
import { useEffect, useRef } from 'react';
import { ensureAnnouncements } from '../announcements/use-announcements';
import { bannerCarouselCss } from '../banner-carousel/banner-carousel.css';
import { BannerTrack } from '../banner-carousel/banner-track';
import { LanguageSelect } from '../language-select/language-select';
import { languageSelectCss } from '../language-select/language-select.css';
import { ChannelMark, channelMarkCss } from '../ui/channel-mark';
import { qrCodeCss } from '../ui/qr-code';
import { useOwnStyles } from '../ui/use-own-styles';
import { useTranslate } from '../ui/use-translate';
import { countryFlagCss } from '../wallet-header/country-flags';
import { AppDownloads } from './app-downloads';

/** The sections drawn by this chunk: fetched after the menu's entries paint (side-menu-sections.tsx). */
export type ExtraSection = Extract<
  SideMenuSection,
  { id: 'banners' | 'apps' | 'services' | 'language' | 'channels' }
>;

const extrasCss = `${bannerCarouselCss}${languageSelectCss}${countryFlagCss}${channelMarkCss}${qrCodeCss}`;

const SOCIAL_NAMES: Record<string, string> = {
  FACEBOOK: 'Facebook',
  TIKTOK: 'TikTok',
  YOUTUBE: 'YouTube',
  TWITTER: 'X (Twitter)',
  INSTAGRAM: 'Instagram',
  VIBER: 'Viber',
};

function Channels({ links, label }: { links: ResourceLink[]; label: (kind: string) => string }) {
  const t = useTranslate();
  return (
    <ul className="lk-side__channels">
      {links.map((link) => (
        <li key={link.kind}>
          <a
            className="lk-side__channel"
            href={link.href}
            target="_blank"
            rel="noopener"
            onClick={(event) => {
              if (link.kind !== 'LIVECHAT') return;
              event.preventDefault();
              openServiceLink({ kind: link.kind, href: link.href, popup: true });
            }}
          >
            <ChannelMark kind={link.kind} />
            <span className="lk-side__text">{label(link.kind)}</span>
            <span className="lk-sr-only"> {t('sideMenu.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The side menu's heavier sections, in a chunk of their own with their own styles: the w_leftmenu
 * banners (R2.67; the announcements that carry them are asked for here), the app QR codes
 * (R2.61), the service links (R2.62), the language select with its flags (R2.63, R2.64) and the
 * official channels. The entries a player follows most (invite, promotions, categories, help,
 * customer service) paint without waiting for them.
 */
export default function SideMenuExtra({ section, banners }: { section: ExtraSection; banners: Banner[] }) {
  const t = useTranslate();
  const root = useRef<HTMLDivElement>(null);
  useOwnStyles(root, extrasCss);
  useEffect(() => {
    if (section.id === 'banners') ensureAnnouncements();
  }, [section.id]);
  return (
    <div ref={root} className="lk-side__extra">
      {section.id === 'banners' ? (
        banners.length > 0 ? (
          <div className="lk-side__banners">
            <BannerTrack banners={banners} />
          </div>
        ) : null
      ) : section.id === 'apps' ? (
        <section className="lk-side__group" aria-label={t('sideMenu.apps')}>
          <h2 className="lk-side__heading">{t('sideMenu.apps')}</h2>
          <AppDownloads links={section.links} />
        </section>
      ) : section.id === 'services' ? (
        <section className="lk-side__group" aria-label={t('sideMenu.services')}>
          <h2 className="lk-side__heading">{t('sideMenu.services')}</h2>
          <Channels links={section.links} label={(kind) => t(`sideMenu.service.${kind as 'LIVECHAT'}`)} />
        </section>
      ) : section.id === 'language' ? (
        <div className="lk-side__group lk-side__language">
          <LanguageSelect variant="list" />
        </div>
      ) : (
        <section className="lk-side__group" aria-label={t('sideMenu.channels')}>
          <h2 className="lk-side__heading">{t('sideMenu.channels')}</h2>
          <Channels links={section.links} label={(kind) => SOCIAL_NAMES[kind] ?? kind} />
        </section>
      )}
    </div>
  );
}
