import type { Hono } from 'hono';
import type { AppEnv } from './http/app-env';
import type { Bind } from './http/bind';
import type { PlatformServices } from './platform-services';
import { adminRoutes } from './routes/admin';
import { adminAccountRoutes } from './routes/admin-accounts';
import { adminCashierRoutes } from './routes/admin-cashier';
import { agentRoutes } from './routes/agent';
import { agentContractRoutes } from './routes/agent-contracts';
import { announcementRoutes } from './routes/announcements';
import { cashierRoutes } from './routes/cashier';
import { chatRoutes, chatStreamRoute } from './routes/chat';
import { demoGameRoutes } from './routes/demo-game';
import { favouriteRoutes } from './routes/favourites';
import { feedbackRoutes } from './routes/feedback';
import { firebasePhoneRoutes } from './routes/firebase-phone';
import { gameLaunchRoutes } from './routes/game-launch';
import { gameRoutes } from './routes/games';
import { helpCenterRoutes } from './routes/help-center';
import { localeRoutes } from './routes/locales';
import { loginProofRoutes } from './routes/login-proof';
import { lotteryRoutes } from './routes/lottery';
import { memberRoutes } from './routes/member';
import { memberIconRoutes } from './routes/member-icon';
import { memberMessageRoutes } from './routes/member-messages';
import { memberRecordRoutes } from './routes/member-records';
import { missionRoutes } from './routes/missions';
import { passwordRoutes } from './routes/passwords';
import { pointArtRoutes, pointRoutes } from './routes/points';
import { promotionBannerRoutes, promotionRoutes } from './routes/promotions';
import { rankListRoutes } from './routes/rank-list';
import { referralRoutes } from './routes/referrals';
import { registrationRoutes } from './routes/registration';
import { rewardRoutes } from './routes/rewards';
import { seamlessRoutes } from './routes/seamless';
import { securityRoutes } from './routes/security';
import { sessionRoutes } from './routes/session';
import { sliderRoutes } from './routes/slider';
import { smsLoginRoutes } from './routes/sms-login';
import { socialSignInRoutes } from './routes/social-sign-in';
import { systemRoutes } from './routes/system';
import { vipRoutes } from './routes/vip';
import { walletRoutes } from './routes/wallet';
import { uplineTransferRoutes, walletTransferRoutes } from './routes/wallet-transfers';
import { withdrawalRoutes } from './routes/withdrawals';

/**
 * The routes registration: every contract endpoint bound to its service, and the few plain pages
 * and images that need the merchant (member icons, the demo game, banners, the chat stream). A
 * route that needs several services takes the ones it names from the whole set.
 */
export function registerPlatformRoutes(
  app: Hono<AppEnv>,
  bind: Bind,
  s: PlatformServices,
  geo: ((ip: string) => string | undefined) | undefined,
): void {
  sessionRoutes(bind, s);
  referralRoutes(bind, s.referrals);
  registrationRoutes(bind, s.registration);
  memberRoutes(bind);
  memberIconRoutes(bind, app, s.memberIcons);
  passwordRoutes(bind, s.memberPasswords);
  systemRoutes(bind, s.system, geo);
  adminRoutes(bind, s.admin);
  gameRoutes(bind, s.catalogue);
  favouriteRoutes(bind, s.favourites);
  announcementRoutes(bind, s.announcements);
  helpCenterRoutes(bind, s.helpCenter);
  feedbackRoutes(bind, s.feedback);
  chatRoutes(bind, s.chat);
  chatStreamRoute(app, s);

  walletRoutes(bind, s.wallet);
  gameLaunchRoutes(bind, s);
  seamlessRoutes(bind, s.demoGame);
  lotteryRoutes(bind, s.lottery);
  rankListRoutes(bind, s.rankLists);
  demoGameRoutes(app, s.demoGamePages);
  localeRoutes(bind, s.locales);
  adminAccountRoutes(bind, s.accountSettings);
  smsLoginRoutes(bind, s.smsLogin);
  firebasePhoneRoutes(bind, s.firebaseLogin);
  sliderRoutes(bind, s.slider);
  loginProofRoutes(bind, s.loginProof, s.sessions);
  socialSignInRoutes(bind, s.socialSignIn);

  walletTransferRoutes(bind, s.walletTransfers);
  memberRecordRoutes(bind, s.memberRecords);
  missionRoutes(bind, s.missions);
  promotionRoutes(bind, { promotions: s.promotions, operator: s.promotionOperator, missions: s.missions });
  promotionBannerRoutes(app, s.promotionBanners);
  memberMessageRoutes(bind, s.memberMessages);
  vipRoutes(bind, s.vip);

  cashierRoutes(bind, s.deposits);
  withdrawalRoutes(bind, s);
  rewardRoutes(bind, s.rewards);
  securityRoutes(bind, s.security);
  adminCashierRoutes(bind, s);
  uplineTransferRoutes(bind, s.uplineTransfer);

  pointRoutes(bind, { points: s.points, operator: s.pointsOperator, catalogue: s.pointCatalogue });
  pointArtRoutes(app);

  agentRoutes(bind, { team: s.agentTeam, reports: s.agentReports, settings: s.agentSettings });
  agentContractRoutes(bind, s.contracts);
}
