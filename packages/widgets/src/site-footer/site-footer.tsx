import { $startup } from '@lobbykit/sdk';
import {
  $menus,
  type FooterContact,
  loadMenus,
  openServiceLink,
  siteFooterContent,
} from '@lobbykit/sdk/lobby';
import { useEffect } from 'react';
import * as v from 'valibot';
import { ChannelMark } from '../ui/channel-mark';
import { SiteLink } from '../ui/site-link';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import './messages/site-footer-messages';
import '../game-card/messages/games-messages';

export const siteFooterProps = v.object({
  /** The licence text's year and the copyright year; the current year by default. */
  year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2100))),
});

export type SiteFooterProps = v.InferOutput<typeof siteFooterProps>;

const SOCIAL_NAMES: Record<string, string> = {
  FACEBOOK: 'Facebook',
  TIKTOK: 'TikTok',
  YOUTUBE: 'YouTube',
  TWITTER: 'X (Twitter)',
  INSTAGRAM: 'Instagram',
  VIBER: 'Viber',
};

function ContactItem({ entry }: { entry: FooterContact }) {
  const t = useTranslate();
  const label = t(`siteFooter.contactEntry.${entry.id}`);
  if (entry.path !== undefined)
    return (
      <li>
        <SiteLink path={entry.path} className="lk-footer__link">
          {label}
        </SiteLink>
      </li>
    );
  const { link } = entry;
  return (
    <li>
      <a
        className="lk-footer__link"
        href={link.href}
        target={link.href.startsWith('mailto:') ? undefined : '_blank'}
        rel="noopener"
        onClick={(event) => {
          if (!link.popup) return;
          event.preventDefault();
          openServiceLink(link);
        }}
      >
        {label}
      </a>
    </li>
  );
}

/**
 * The player site's footer (R2.68-R2.72): what it lists and in which order is the sdk's
 * `siteFooterContent`; this draws the columns, the social links, the 18+ mark, the licence text and
 * the vendors' logos. Where it hides (the lotteries, /seamless: R2.16, R2.22) is the host's route.
 */
export function SiteFooter({ year }: SiteFooterProps) {
  const t = useTranslate();
  const startup = useStore($startup);
  const menus = useStore($menus);
  useEffect(() => {
    if (!$menus.get()) loadMenus().catch(() => undefined);
  }, []);
  const info = startup.phase === 'ready' ? (startup.permission?.info ?? null) : null;
  const content = siteFooterContent({ info, menus });
  return (
    <footer className="lk-footer">
      <div className="lk-footer__columns">
        {content.products.length > 0 ? (
          <nav className="lk-footer__column" aria-label={t('siteFooter.products')}>
            <h2 className="lk-footer__heading">{t('siteFooter.products')}</h2>
            <ul className="lk-footer__list">
              {content.products.map((product) => (
                <li key={product.id}>
                  <SiteLink path={product.path} className="lk-footer__link">
                    {t(`games.category.${product.id}`)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <nav className="lk-footer__column" aria-label={t('siteFooter.help')}>
          <h2 className="lk-footer__heading">{t('siteFooter.help')}</h2>
          <ul className="lk-footer__list">
            {content.help.map((topic) => (
              <li key={topic.id}>
                <SiteLink path={topic.path} className="lk-footer__link">
                  {t(`siteFooter.topic.${topic.id}`)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="lk-footer__column" aria-label={t('siteFooter.contact')}>
          <h2 className="lk-footer__heading">{t('siteFooter.contact')}</h2>
          <ul className="lk-footer__list">
            {content.contact.map((entry) => (
              <ContactItem key={entry.id} entry={entry} />
            ))}
          </ul>
        </nav>
        {content.social.length > 0 ? (
          <nav className="lk-footer__column" aria-label={t('siteFooter.social')}>
            <h2 className="lk-footer__heading">{t('siteFooter.social')}</h2>
            <ul className="lk-footer__social">
              {content.social.map((link) => (
                <li key={link.kind}>
                  <a className="lk-footer__social-link" href={link.href} target="_blank" rel="noopener">
                    <ChannelMark kind={link.kind} />
                    <span className="lk-sr-only">
                      {SOCIAL_NAMES[link.kind] ?? link.kind} {t('siteFooter.newTab')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {content.vendors.length > 0 ? (
        <section className="lk-footer__vendors" aria-label={t('siteFooter.vendors')}>
          <h2 className="lk-sr-only">{t('siteFooter.vendors')}</h2>
          <ul className="lk-footer__logos">
            {content.vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <img src={vendor.logoUrl} alt={vendor.name} loading="lazy" width={72} height={36} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="lk-footer__legal">
        <span
          className="lk-footer__age"
          role="img"
          aria-label={t('siteFooter.ageMark', { age: content.ageLimit })}
        >
          {content.ageLimit}+
        </span>
        <div className="lk-footer__legal-text">
          <p className="lk-footer__license">{t('siteFooter.license')}</p>
          <p className="lk-footer__note">{t('siteFooter.ageNote')}</p>
          <p className="lk-footer__copyright">
            {t('siteFooter.copyright', { year: year ?? new Date().getFullYear() })}
          </p>
        </div>
      </div>
    </footer>
  );
}
