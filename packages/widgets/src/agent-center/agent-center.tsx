import { $session, navigate, openModal } from '@lobbykit/sdk';
import {
  $agentSettings,
  agentNavFlags,
  guardAgentCenter,
  hasContractOffer,
  loadAgentSettings,
  promptContractOffers,
  visibleAgentPages,
} from '@lobbykit/sdk/agent';
import { useEffect, useId, useMemo, useState } from 'react';
import { Login } from '../login/login';
import { Button } from '../ui/button';
import { useStore } from '../ui/use-store';
import { useTranslate } from '../ui/use-translate';
import { AgentCenterHeader } from './agent-center-header';
import { AgentCenterNav } from './agent-center-nav';
import { AgentPageHost, PageSkeleton } from './agent-page-host';
import { type AgentCenterPage, agentCenterPages, findAgentPage } from './pages';
import './messages/shell-messages';

export interface AgentCenterProps {
  /** The page to show (R2.110-R2.114 names); without it, `?page=` of the address, else the first page. */
  page?: string | undefined;
  /** The page's parameters; without them, the address's other ones. */
  params?: Record<string, string> | undefined;
  /** The pages (tests and stories hand in their own); the R2.108 list by default. */
  pages?: readonly AgentCenterPage[] | undefined;
}

function addressQuery(): URLSearchParams {
  return typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search);
}

function addressParams(): Record<string, string> {
  const params = Object.fromEntries(addressQuery());
  delete params.page;
  return params;
}

/**
 * The agent center (spec section 2, R2.104-R2.117): header, the left navigation with the pages the
 * consolidated settings allow, the chosen page in the right panel, support hours and the footer.
 * Agents only: anyone else is sent to /agent (R2.116) and, where the host stays (a portal), shown
 * the agent login.
 */
export function AgentCenter({ page, params, pages = agentCenterPages }: AgentCenterProps) {
  const t = useTranslate();
  const session = useStore($session);
  const settings = useStore($agentSettings);
  const navId = useId();
  const isAgent = session.isLogin && session.isAgent;
  const requested = page ?? addressQuery().get('page');
  const [current, setCurrent] = useState(requested ?? '');
  const [extra, setExtra] = useState<Record<string, string>>(() => params ?? addressParams());
  const [menuOpen, setMenuOpen] = useState(false);

  // R2.116: the host decides where /agent is; a portal that stays gets the login below.
  useEffect(() => {
    if (!isAgent) guardAgentCenter();
  }, [isAgent]);

  // R6.19: the settings (and the pages they allow) load for this session once it is an agent's;
  // R2.38: an offer from the agent's own upline that waits for an answer opens the contract modal.
  useEffect(() => {
    if (!isAgent) return;
    void loadAgentSettings();
    void promptContractOffers();
  }, [isAgent, session.token]);

  // A host router hands over the next page as a prop: follow it.
  useEffect(() => {
    if (requested) setCurrent(requested);
  }, [requested]);
  useEffect(() => {
    if (params) setExtra(params);
  }, [params]);

  const shown = useMemo(() => visibleAgentPages(pages, agentNavFlags(settings)), [pages, settings]);
  const go = useMemo(
    () =>
      (next: string, nextParams: Record<string, string> = {}) => {
        const found = findAgentPage(next, pages);
        if (!found) return;
        setCurrent(found.name);
        setExtra(nextParams);
        setMenuOpen(false);
        // A host router keeps its address in step; a portal that does not route stays as it is.
        navigate(`/agentHome?${new URLSearchParams({ page: found.name, ...nextParams }).toString()}`, {
          reason: 'inPlace',
        });
      },
    [pages],
  );

  if (!isAgent) return <AgentGate signedIn={session.isLogin} />;

  const settling = settings.status === 'loading' || settings.status === 'off';
  const wanted = findAgentPage(current, pages);
  // A conditional page asked for by name waits for the settings before falling back to the first page.
  const waiting = wanted?.flag !== undefined && settling;
  const chosen = waiting ? undefined : (findAgentPage(current, shown) ?? shown[0]);
  return (
    <div className="lk-ac">
      <AgentCenterHeader menuOpen={menuOpen} onMenu={() => setMenuOpen(!menuOpen)} navId={navId} />
      <div className="lk-ac-body">
        <AgentCenterNav id={navId} pages={shown} current={chosen?.name ?? ''} open={menuOpen} onChoose={go}>
          {hasContractOffer(settings) ? (
            <div className="lk-ac-notice">
              <span>{t('agentCenter.offerWaiting')}</span>
              <Button variant="ghost" onClick={() => openModal('contract')}>
                {t('agentCenter.viewOffer')}
              </Button>
            </div>
          ) : null}
          {settings.status === 'failed' ? (
            <div className="lk-ac-notice" role="alert">
              <span>{t('agentCenter.settingsFailed')}</span>
              <Button variant="ghost" onClick={() => void loadAgentSettings({ force: true })}>
                {t('agentCenter.retry')}
              </Button>
            </div>
          ) : null}
        </AgentCenterNav>
        <section className="lk-ac-page" aria-label={chosen ? t(chosen.labelKey) : t('agentCenter.title')}>
          {chosen ? (
            <AgentPageHost key={chosen.name} page={chosen} params={extra} go={go} />
          ) : waiting ? (
            <PageSkeleton />
          ) : (
            <p className="lk-ac-card">{t('agentCenter.noPages')}</p>
          )}
        </section>
      </div>
      <AgentFooter />
    </div>
  );
}

/** R2.115, R9.44: the support hours and the agent footer's copyright, 2022. */
function AgentFooter() {
  const t = useTranslate();
  return (
    <footer className="lk-ac-foot">
      <p>{t('agentCenter.supportHours')}</p>
      <p>{t('agentCenter.copyright')}</p>
    </footer>
  );
}

/** R2.116 where the host stays on the page: a guest gets the agent login, a player is told why not. */
function AgentGate({ signedIn }: { signedIn: boolean }) {
  const t = useTranslate();
  return (
    <div className="lk-ac">
      <div className="lk-ac-gate">
        {signedIn ? <p role="alert">{t('agentCenter.notAgent')}</p> : null}
        <Login variant="inline" mode="agent" />
      </div>
      <AgentFooter />
    </div>
  );
}
