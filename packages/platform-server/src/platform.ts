import { ErrorCode } from '@lobbykit/api-client';
import { Hono } from 'hono';
import { type CacheRegistry, createCacheRegistry } from './cache/cache-registry';
import { type Clock, systemClock } from './clock';
import type { Db } from './db/database';
import { allMerchants } from './db/languages';
import type { Random } from './demo-game/random';
import type { AppContext, AppEnv } from './http/app-env';
import { createBinder } from './http/bind';
import { clientIpReader, parseTrustedProxies, type TrustedProxies } from './http/client-ip';
import { cors } from './http/cors';
import { domainFailure, failure } from './http/failure';
import { resolveMerchant } from './http/merchant';
import { requestLog } from './http/request-log';
import type { ExclusivePass } from './instances/exclusive-passes';
import { busBalanceChanges, busRevocations, type InstanceBus, sharedCaches } from './instances/instance-bus';
import { consoleLogger, type Logger } from './log';
import { type MailSender, outboxMail, outboxSms, type SmsSender } from './outbox';
import { adminRoutes } from './routes/admin';
import { adminAccountRoutes } from './routes/admin-accounts';
import { adminCashierRoutes } from './routes/admin-cashier';
import { agentRoutes } from './routes/agent';
import { agentContractRoutes } from './routes/agent-contracts';
import { announcementRoutes } from './routes/announcements';
import { artworkRoutes } from './routes/artwork';
import { cashierRoutes } from './routes/cashier';
import { chatRoutes, chatStreamRoute } from './routes/chat';
import { demoGameRoutes } from './routes/demo-game';
import { favouriteRoutes } from './routes/favourites';
import { feedbackRoutes } from './routes/feedback';
import { firebasePhoneRoutes } from './routes/firebase-phone';
import { gameLaunchRoutes } from './routes/game-launch';
import { gameRoutes } from './routes/games';
import { healthRoutes } from './routes/health';
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
import { createAccountSettingsService } from './services/account-settings';
import { createAdminService } from './services/admin';
import { createContractService } from './services/agent/contracts';
import { createAgentReportService } from './services/agent/reports';
import { createAgentSettingsService } from './services/agent/settings';
import { type AgentSettlement, createAgentSettlement } from './services/agent/settlement';
import { createAgentTeamService } from './services/agent/team';
import { createAnnouncementsService } from './services/announcements';
import { createArtworkService } from './services/artwork/artwork';
import { createBalanceCache } from './services/balance-cache';
import { createBankAccountService } from './services/bank-accounts';
import { type CaptchaDrawer, createCaptchaService } from './services/captcha';
import { type CashierSweeps, createCashierSweeps } from './services/cashier-sweeps';
import { createCatalogueService } from './services/catalogue';
import { createCatalogueIndex } from './services/catalogue-index';
import { createChatService } from './services/chat';
import { createChatBell } from './services/chat-bell';
import { createDemoGameService } from './services/demo-game';
import { createDemoGamePageService } from './services/demo-game-page';
import { createDepositService } from './services/deposits';
import { DomainError } from './services/domain-error';
import { createFavouritesService } from './services/favourites';
import { createFeedbackService } from './services/feedback';
import { createFirebasePhoneService } from './services/firebase-phone/firebase-phone';
import { firebaseIdTokens, localIdTokens } from './services/firebase-phone/id-tokens';
import { createFreePlayService } from './services/free-play';
import { createGameLaunchService } from './services/game-launch';
import { createHealthService } from './services/health';
import { createHelpCenterService } from './services/help-center';
import { createKeyRing, type KeyRing } from './services/key-ring';
import { createLocaleService } from './services/locales';
import { createLoginGuard } from './services/login-guard';
import { createLoginProofService } from './services/login-proof';
import { createLotteryService } from './services/lottery';
import { createMemberIconService } from './services/member-icon';
import { createMemberMessagesService } from './services/member-messages';
import { createMemberPasswordService } from './services/member-passwords';
import { createMemberRecordsService } from './services/member-records';
import { createMerchantDirectory } from './services/merchant-directory';
import { createMissionService } from './services/missions/missions';
import { createOriginCheck } from './services/origins';
import { createPaymentPasswordService } from './services/payment-password';
import { createPointCatalogueEditor } from './services/points/catalogue-editor';
import { createPointsEarning, type PointsEarning } from './services/points/earning-pass';
import { createPointsService } from './services/points/member-points';
import { createPointsOperatorService } from './services/points/operator';
import { createPromotionBannerService } from './services/promotions/banner';
import { createPromotionService } from './services/promotions/member-promotions';
import { createPromotionOperatorService } from './services/promotions/operator';
import { createRankListService } from './services/rank-list';
import { registerPerIpRate } from './services/rate-limits';
import { createRecentGameService } from './services/recent-games';
import { createReferralService } from './services/referrals';
import { createRegistrationService } from './services/registration';
import { createRewardService } from './services/rewards';
import { createSeamlessWallet } from './services/seamless-wallet';
import { createSecurityService } from './services/security';
import { createSessionService } from './services/session';
import { createSliderCheckService } from './services/slider-check';
import { createSmsCodeService } from './services/sms-codes';
import { createSmsLoginService } from './services/sms-login';
import { createOpenIdGateway, type SocialGateway } from './services/social-sign-in/openid-gateway';
import type { SocialProviderConfig } from './services/social-sign-in/providers';
import { createSocialSignInService } from './services/social-sign-in/social-sign-in';
import { createSystemService } from './services/system';
import { createUplineTransferService } from './services/upline-transfer';
import { createVipService } from './services/vip';
import { createVipRebates, type VipRebates } from './services/vip-rebates';
import { createWalletService } from './services/wallet';
import { createWalletTransferService } from './services/wallet-transfers';
import { createWithdrawalService } from './services/withdrawals';

export interface PlatformConfig {
  /** Guards the admin API (`X-Admin-Key`). */
  adminKey: string;
  /** This server's public URL (for the CDN links of the permission answer); default: the request's origin. */
  publicUrl?: string | undefined;
  /** Check every answer against the contract's response schema (tests turn this on). */
  validateResponses?: boolean | undefined;
  /** Member types that are agents (R6.10); default 1, 2, 41, 42. */
  agentTypes?: readonly number[] | undefined;
  /** Proxies whose X-Forwarded-For names the client (LOBBYKIT_TRUSTED_PROXIES); default none. */
  trustedProxies?: TrustedProxies | undefined;
  /** Google and Facebook sign-in (R4.14, R4.15), from the environment; default none offered. */
  socialProviders?: readonly SocialProviderConfig[] | undefined;
  /** Accounts one IP may register an hour without a captcha (LOBBYKIT_REGISTRATIONS_PER_IP_HOUR); default 10. */
  registrationsPerIpHour?: number | undefined;
  /**
   * R4.13: with a Firebase project (FIREBASE_PROJECT_ID), Firebase SMS login takes that project's ID
   * tokens, checked with Google's keys; without one, the local phone verifier sends the codes
   * through the SMS provider and signs the tokens.
   */
  firebaseProjectId?: string | undefined;
}

export interface PlatformOptions {
  db: Db;
  config: PlatformConfig;
  clock?: Clock;
  sms?: SmsSender;
  mail?: MailSender;
  log?: Logger;
  /** The caller's IP; default: the socket's address, or the one a trusted proxy forwarded. Tests inject their own. */
  clientIp?: (c: AppContext) => string;
  /** Country of a public IP; without one, every visitor is in the merchant's country. */
  geo?: (ip: string) => string | undefined;
  /** Draws captcha challenges; default svg-captcha. */
  drawCaptcha?: CaptchaDrawer;
  /** Decides the demo game's rounds; default node:crypto. Tests pin outcomes with their own. */
  random?: Random;
  /**
   * The other server instances on this database (PostgreSQL LISTEN/NOTIFY): cache invalidations and
   * logouts travel to them. Default none: this is the only instance (PGlite).
   */
  bus?: InstanceBus;
  /** Periodic passes take turns with the other instances; default: this instance runs every pass. */
  exclusive?: ExclusivePass;
  /** Talks OpenID Connect / OAuth 2 to the sign-in providers; default openid-client over the network. */
  socialGateway?: SocialGateway;
}

export interface Platform {
  app: Hono<AppEnv>;
  fetch: (request: Request) => Promise<Response>;
  keys: KeyRing;
  clock: Clock;
  sms: SmsSender;
  mail: MailSender;
  /** Deposit auto-approval and withdrawal auto-receipt; startPlatform starts and stops the timer. */
  cashierSweeps: CashierSweeps;
  /** Contract payments per ended period (R9.36-R9.38); startPlatform starts and stops the timer. */
  agentSettlement: AgentSettlement;
  /** Points from settled bets for members who bet lately (R9.40); startPlatform starts and stops the timer. */
  pointsEarning: PointsEarning;
  /** VIP rebates for the previous merchant day's valid bets; startPlatform starts and stops the timer. */
  vipRebates: VipRebates;
  /**
   * What the platform keeps in memory (merchants, startup answers, the catalogue, live sessions).
   * A write that bypasses the admin API (a test's, a migration's) clears it or invalidates a tag.
   */
  caches: CacheRegistry;
  /** Reads what the first players would otherwise wait for (every merchant's catalogue); startPlatform calls it once it listens. */
  warmUp(): Promise<void>;
}

/** Builds the platform API: routes -> services -> db, every piece from the options. */
export function createPlatform(options: PlatformOptions): Platform {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? consoleLogger;
  const sms = options.sms ?? outboxSms(db, clock, log.info);
  const mail = options.mail ?? outboxMail(db, clock, log.info);

  const bus = options.bus;
  const caches = bus ? sharedCaches(createCacheRegistry(), bus) : createCacheRegistry();
  const merchants = createMerchantDirectory({ db, caches });
  const keys = createKeyRing({ db, clock });
  const captcha = createCaptchaService({ db, clock, draw: options.drawCaptcha });
  // SMS codes live in the database, so this service and the registration's are one in effect.
  const loginCodes = createSmsCodeService({ db, clock, sms });
  const slider = createSliderCheckService({ db, clock });
  const smsLogin = createSmsLoginService({ db, smsCodes: loginCodes, slider });
  const loginProof = createLoginProofService({ db, clock, smsCodes: loginCodes });
  const firebaseLogin = createFirebasePhoneService({
    db,
    clock,
    smsCodes: loginCodes,
    slider,
    tokens: config.firebaseProjectId
      ? firebaseIdTokens({ project: config.firebaseProjectId, clock })
      : localIdTokens({ db, keys, clock }),
  });
  const sessions = createSessionService({
    db,
    clock,
    guard: createLoginGuard({ db, clock }),
    captcha,
    smsLogin,
    firebaseLogin,
    agentTypes: config.agentTypes,
    loginProof,
    caches,
    ...(bus ? { revocations: busRevocations(bus) } : {}),
  });

  const app = new Hono<AppEnv>();
  app.use(requestLog(log));
  if (bus) {
    // An operator write or a logout answers only once the other instances have been told.
    app.use(async (_c, next) => {
      await next();
      await bus.settled();
    });
  }
  const origins = createOriginCheck({ db, caches });
  app.use(cors((origin, merchantCode) => origins.isRegistered(origin, merchantCode)));
  healthRoutes(app, createHealthService({ db }));
  artworkRoutes(app, createArtworkService(db));

  // The request's merchant, resolved once: health and artwork above answer before it runs, every
  // route below reads it from the context.
  app.use(resolveMerchant(merchants));
  const bind = createBinder(app, {
    keys,
    sessions,
    adminKey: config.adminKey,
    clientIp: options.clientIp ?? clientIpReader(config.trustedProxies ?? parseTrustedProxies(undefined)),
    publicUrl: config.publicUrl?.replace(/\/+$/, ''),
    validateResponses: config.validateResponses,
  });
  const wallet = createWalletService(
    db,
    clock,
    createBalanceCache({ caches, changes: bus ? busBalanceChanges(bus) : undefined }),
  );
  const freePlay = createFreePlayService({ db, clock, sessions, wallet });
  sessionRoutes(bind, { keys, sessions, captcha, freePlay });
  const smsCodes = createSmsCodeService({ db, clock, sms });
  // Referral (REFERRAL): a member's code and link, and the friends who registered with it.
  const referrals = createReferralService({ db, clock });
  referralRoutes(bind, referrals);
  const registerRate = registerPerIpRate(config.registrationsPerIpHour);
  registrationRoutes(
    bind,
    createRegistrationService({ db, clock, sessions, wallet, captcha, smsCodes, referrals, registerRate }),
  );
  memberRoutes(bind);
  memberIconRoutes(
    bind,
    app,
    createMemberIconService({ db, clock, memberChanged: (id) => sessions.memberChanged(id) }),
  );
  passwordRoutes(bind, createMemberPasswordService({ db, clock, mail, sessions, smsCodes }));
  systemRoutes(bind, createSystemService({ db, caches }), options.geo);
  adminRoutes(bind, createAdminService({ db, merchants }));
  const catalogueIndex = createCatalogueIndex({ db, caches });
  gameRoutes(bind, createCatalogueService({ index: catalogueIndex, caches }));
  favouriteRoutes(bind, createFavouritesService({ db, clock }));
  announcementRoutes(bind, createAnnouncementsService({ db, clock }));
  helpCenterRoutes(bind, createHelpCenterService({ db, clock, caches }));
  feedbackRoutes(bind, createFeedbackService({ db, clock }));
  // R2.37 chat room: the rooms, their messages and each room's live stream (server-sent events).
  const chat = createChatService({ db, clock, bell: createChatBell({ bus }) });
  chatRoutes(bind, chat);
  chatStreamRoute(app, { sessions, chat });

  const launches = createGameLaunchService({ db, clock, caches });
  const lottery = createLotteryService({ db, clock });
  const seamless = createSeamlessWallet(wallet);
  walletRoutes(bind, wallet);
  gameLaunchRoutes(bind, { launches, recent: createRecentGameService({ db }) });
  seamlessRoutes(bind, createDemoGameService({ launches, wallet, seamless, random: options.random }));
  lotteryRoutes(bind, lottery);
  rankListRoutes(bind, createRankListService({ db }));
  demoGameRoutes(app, createDemoGamePageService({ db, launches, wallet, lottery }));
  localeRoutes(bind, createLocaleService({ db, merchants, sessions }));
  adminAccountRoutes(bind, createAccountSettingsService({ db, merchants }));
  smsLoginRoutes(bind, smsLogin);
  firebasePhoneRoutes(bind, firebaseLogin);
  sliderRoutes(bind, slider);
  loginProofRoutes(bind, loginProof, sessions);
  socialSignInRoutes(
    bind,
    createSocialSignInService({
      db,
      clock,
      sessions,
      wallet,
      gateway: options.socialGateway ?? createOpenIdGateway(),
      providers: config.socialProviders ?? [],
      log,
      loginProof,
      registerRate,
    }),
  );
  // Member center: wallets and transfers, records, messages, VIP.
  walletTransferRoutes(bind, createWalletTransferService({ db, wallet }));
  memberRecordRoutes(bind, createMemberRecordsService({ db }));
  // Promotions (R2.18-R2.20, R3.08, R4.74, R4.75, R7.55); claimable ones count on the rewardCenter counter.
  const promotions = createPromotionService({ db, clock, wallet, random: options.random });
  // Missions and sign-in tasks (R7.50, R7.51, R2.103): their claimable ones count on missionLeaderboard.
  const missions = createMissionService({ db, clock, wallet });
  missionRoutes(bind, missions);
  promotionRoutes(bind, {
    promotions,
    operator: createPromotionOperatorService({ db, clock, wallet }),
    missions,
  });
  promotionBannerRoutes(app, createPromotionBannerService({ db }));
  memberMessageRoutes(
    bind,
    createMemberMessagesService({
      db,
      clock,
      claimable: {
        promotions: (member) => promotions.claimableCount(member),
        missions: (member) => missions.claimableCount(member),
      },
    }),
  );
  vipRoutes(bind, createVipService({ db }));
  const vipRebates = createVipRebates({ db, clock, wallet, log, exclusive: options.exclusive });

  const paymentPasswords = createPaymentPasswordService({ db, clock });
  const bankAccounts = createBankAccountService({ db, clock });
  const deposits = createDepositService({ db, clock, wallet });
  const withdrawals = createWithdrawalService({ db, wallet, paymentPasswords });
  const rewards = createRewardService({ db, clock, wallet });
  cashierRoutes(bind, deposits);
  withdrawalRoutes(bind, { withdrawals, bankAccounts, paymentPasswords });
  rewardRoutes(bind, rewards);
  securityRoutes(bind, createSecurityService({ db, paymentPasswords, bankAccounts, sessions }));
  adminCashierRoutes(bind, { deposits, withdrawals, rewards, bankAccounts });
  const cashierSweeps = createCashierSweeps({
    clock,
    deposits,
    withdrawals,
    log,
    exclusive: options.exclusive,
  });
  uplineTransferRoutes(
    bind,
    createUplineTransferService({
      db,
      wallet,
      checkPaymentPassword: (member, plain) => paymentPasswords.verify(member, plain),
    }),
  );

  // The points mall (R2.21, R7.61, R7.62): earned from valid bets, redeemed and converted with the payment password.
  const points = createPointsService({
    db,
    clock,
    wallet,
    checkPaymentPassword: (member, plain) => paymentPasswords.verify(member, plain),
  });
  pointRoutes(bind, {
    points,
    operator: createPointsOperatorService({ db, clock, wallet, points }),
    catalogue: createPointCatalogueEditor({ db, clock, points }),
  });
  pointArtRoutes(app);
  const pointsEarning = createPointsEarning({ db, clock, points, log, exclusive: options.exclusive });

  // The agent center: team, reports, contracts and their settlement (R6.10-R6.19, R9.36-R9.38).
  const contracts = createContractService({ db, clock, agentTypes: config.agentTypes });
  agentRoutes(bind, {
    team: createAgentTeamService({
      db,
      clock,
      wallet,
      agentTypes: config.agentTypes,
      checkPaymentPassword: (member, plain) => paymentPasswords.verify(member, plain),
    }),
    reports: createAgentReportService({ db, agentTypes: config.agentTypes }),
    settings: createAgentSettingsService({ db, contracts, agentTypes: config.agentTypes }),
  });
  agentContractRoutes(bind, contracts);
  const agentSettlement = createAgentSettlement({ db, clock, wallet, log, exclusive: options.exclusive });

  app.notFound((c) => failure(c, ErrorCode.notFound, `No endpoint ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    if (error instanceof DomainError) return domainFailure(c, error);
    // A genuine bug: logged once with its stack, answered without one.
    log.error(`${c.req.method} ${c.req.path} failed`, error);
    return failure(c, ErrorCode.unknown, 'Something went wrong on our side');
  });

  return {
    app,
    fetch: (request) => Promise.resolve(app.fetch(request)),
    keys,
    clock,
    sms,
    mail,
    cashierSweeps,
    agentSettlement,
    pointsEarning,
    vipRebates,
    caches,
    warmUp: async () => catalogueIndex.warm((await allMerchants(db)).map((merchant) => merchant.code)),
  };
}
