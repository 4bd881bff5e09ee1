import { $startup, type MessageKey } from '@lobbykit/sdk';
import { openServiceLink, type ServiceLink, serviceLinks } from '@lobbykit/sdk/agent';
import { useStore } from '../../ui/use-store';
import { useTranslate } from '../../ui/use-translate';
import type { AgentCenterPageProps } from '../page-props';
import { AgentPage } from './ui/agent-page';

const NAMED = new Set(['LIVECHAT', 'TELEGRAM', 'EMAIL']);

/**
 * Customer service: the support hours (R2.115: Monday to Friday, 12:00 to 21:00) and the merchant's
 * channels; live chat opens in the 440 x 750 window the player site uses (R2.39).
 */
export default function CustomerService(_props: AgentCenterPageProps) {
  const t = useTranslate();
  // The channels come from the startup answer: follow it if it arrives after the page.
  useStore($startup);
  const links = serviceLinks();
  const name = (link: ServiceLink) =>
    t(`agentPages.service.channel.${NAMED.has(link.kind) ? link.kind : 'contact'}` as MessageKey);
  return (
    <AgentPage page="customerService">
      <div className="lk-ap-form">
        <p>{t('agentPages.service.intro')}</p>
        <h3>{t('agentPages.service.hoursTitle')}</h3>
        <p className="lk-ap-notice">{t('agentCenter.supportHours')}</p>
        <h3>{t('agentPages.service.channels')}</h3>
        {links.length === 0 ? (
          <p className="lk-ap-hint">{t('agentPages.service.empty')}</p>
        ) : (
          <ul className="lk-ap-links">
            {links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={(event) => {
                    event.preventDefault();
                    openServiceLink(link);
                  }}
                >
                  {name(link)} <span className="lk-sr-only">{t('agentPages.service.opensWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AgentPage>
  );
}
