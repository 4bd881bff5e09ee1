import { $session, $startup, dialogs, errorMessage } from '@lobbykit/sdk';
import { useLobbyKit } from '@lobbykit/sdk/react';
import { type ComponentType, useEffect, useRef } from 'react';
import { useContractOffers } from './contract-offers';
import { SiteLayout } from './layout/site-layout';
import { AgentHomePage } from './pages/agent-home-page';
import { AgentLoginPage } from './pages/agent-login-page';
import { ContentPage } from './pages/content-page';
import { GameCentrePage } from './pages/game-centre-page';
import { GameListPage } from './pages/game-list-page';
import { HomePage } from './pages/home-page';
import { LotteryPage } from './pages/lottery-page';
import { MaintenancePage } from './pages/maintenance-page';
import { MemberPage } from './pages/member-page';
import { NotFoundPage } from './pages/not-found-page';
import type { PageProps } from './pages/page-props';
import { PointMallPage } from './pages/point-mall-page';
import { PromotionsPage } from './pages/promotions-page';
import { RegionBlockedPage } from './pages/region-blocked-page';
import { StartupErrorPage } from './pages/startup-error-page';
import { afterNavigation } from './routing/after-navigation';
import { $router, go } from './routing/router';
import { type PageName, redirectFor, routes, stoppedAsTrial } from './routing/routes';
import { useRouteModal } from './routing/use-route-modal';

const pages: Record<PageName, ComponentType<PageProps>> = {
  home: HomePage,
  member: MemberPage,
  agentHome: AgentHomePage,
  gameList: GameListPage,
  gameCentre: GameCentrePage,
  lottery: LotteryPage,
  agentLogin: AgentLoginPage,
  promotions: PromotionsPage,
  pointMall: PointMallPage,
  content: ContentPage,
};

export function App() {
  const startup = useLobbyKit($startup);
  const session = useLobbyKit($session);
  const location = useLobbyKit($router);
  const route = routes.find((candidate) => candidate.name === location?.route) ?? null;
  const redirect = startup.phase === 'ready' ? redirectFor(route, session) : null;

  const trialStopped = startup.phase === 'ready' && stoppedAsTrial(route, session);

  useEffect(() => {
    if (!redirect) return;
    // R5.40, R8.28: a trial player is told why before being sent home; the dialog does not hold them up.
    if (trialStopped) void dialogs().alert(errorMessage('in_need_true_account'));
    go(redirect, { replace: true });
  }, [redirect, trialStopped]);

  useRouteModal(route, startup.phase === 'ready' && startup.status === 0);
  useContractOffers();

  const navigated = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (a new path) is the trigger.
  useEffect(() => {
    if (startup.phase === 'loading') return;
    afterNavigation(location?.hash ?? '', { pageLoad: !navigated.current });
    navigated.current = true;
  }, [startup.phase, location?.path, location?.hash]);

  if (startup.phase === 'loading') return null;
  if (startup.phase === 'error') return <StartupErrorPage errorCode={startup.errorCode} />;
  if (startup.status === 1) return <MaintenancePage title={startup.title} info={startup.info} />;
  if (startup.status === 2) return <RegionBlockedPage ip={startup.location.ip} />;
  if (redirect) return null;

  const Page = route ? pages[route.page] : NotFoundPage;
  const page = <Page route={route} search={location?.search ?? {}} hash={location?.hash ?? ''} />;
  if (route?.bare) return page;
  return (
    <SiteLayout footer={!route?.noFooter} gameNav={!route?.noSideMenu} path={location?.path ?? '/'}>
      {page}
    </SiteLayout>
  );
}
