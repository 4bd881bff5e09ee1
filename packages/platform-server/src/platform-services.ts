import { createCacheRegistry } from './cache/cache-registry';
import { createMemberVersions } from './cache/member-versions';
import { systemClock } from './clock';
import type { MemberRow } from './db/schema/index';
import { busBalanceChanges, busRevocations, sharedCaches } from './instances/instance-bus';
import { consoleLogger } from './log';
import { outboxMail, outboxSms } from './outbox';
import type { PlatformOptions } from './platform';
import { createAccountSettingsService } from './services/account-settings';
import { createAdminService } from './services/admin';
import { createContractService } from './services/agent/contracts';
import { createAgentReportService } from './services/agent/reports';
import { createAgentSettingsService } from './services/agent/settings';
import { createAgentSettlement } from './services/agent/settlement';
import { createAgentTeamService } from './services/agent/team';
import { createAnnouncementsService } from './services/announcements';
import { createArtworkService } from './services/artwork/artwork';
import { createBalanceCache } from './services/balance-cache';
import { createBankAccountService } from './services/bank-accounts';
import { createCaptchaService } from './services/captcha';
import { createCashierSweeps } from './services/cashier-sweeps';
import { createCatalogueService } from './services/catalogue';
import { createCatalogueIndex } from './services/catalogue-index';
import { createChatService } from './services/chat';
import { createChatBell } from './services/chat-bell';
import { createDemoGameService } from './services/demo-game';
import { createDemoGamePageService } from './services/demo-game-page';
import { createDepositService } from './services/deposits';
import { createFavouritesService } from './services/favourites';
import { createFeedbackService } from './services/feedback';
import { createFirebasePhoneService } from './services/firebase-phone/firebase-phone';
import { firebaseIdTokens, localIdTokens } from './services/firebase-phone/id-tokens';
import { createFreePlayService } from './services/free-play';
import { createGameLaunchService } from './services/game-launch';
import { createHealthService } from './services/health';
import { createHelpCenterService } from './services/help-center';
import { createKeyRing } from './services/key-ring';
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
import { createPointsEarning } from './services/points/earning-pass';
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
import { rollupsOf } from './services/rollups';
import { createSeamlessWallet } from './services/seamless-wallet';
import { createSecurityService } from './services/security';
import { createSessionService } from './services/session';
import { createSliderCheckService } from './services/slider-check';
import { createSmsCodeService } from './services/sms-codes';
import { createSmsLoginService } from './services/sms-login';
import { createOpenIdGateway } from './services/social-sign-in/openid-gateway';
import { createSocialSignInService } from './services/social-sign-in/social-sign-in';
import { createSystemService } from './services/system';
import { createUplineTransferService } from './services/upline-transfer';
import { createVipService } from './services/vip';
import { createVipRebates } from './services/vip-rebates';
import { createWalletService } from './services/wallet';
import { createWalletTransferService } from './services/wallet-transfers';
import { createWithdrawalService } from './services/withdrawals';

/** Every service of the platform, each built once from the options and the services it needs. */
export type PlatformServices = ReturnType<typeof createPlatformServices>;

/** The services wiring: what each service is built on. The routes (platform-routes.ts) only use them. */
export function createPlatformServices(options: PlatformOptions) {
  const { db, config, bus, exclusive, random } = options;
  const clock = options.clock ?? systemClock;
  const log = options.log ?? consoleLogger;
  const sms = options.sms ?? outboxSms(db, clock, log.info);
  const mail = options.mail ?? outboxMail(db, clock, log.info);
  const agentTypes = config.agentTypes;
  // The daily rollups' applier (issue 13): every reader of member and team days catches up first.
  const rollups = rollupsOf(db, { log, ...(exclusive ? { exclusive } : {}) });

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
    agentTypes,
    loginProof,
    caches,
    ...(bus ? { revocations: busRevocations(bus) } : {}),
  });

  // Moved by every ledger movement (the balance cache's), here or in another instance: the fast member reads.
  const memberVersions = createMemberVersions();
  const wallet = createWalletService({
    db,
    clock,
    balances: createBalanceCache({
      caches,
      changes: bus ? busBalanceChanges(bus) : undefined,
      versions: memberVersions,
    }),
  });
  const smsCodes = createSmsCodeService({ db, clock, sms });
  // Referral (REFERRAL): a member's code and link, and the friends who registered with it.
  const referrals = createReferralService({ db, clock });
  const registerRate = registerPerIpRate(config.registrationsPerIpHour);
  const catalogueIndex = createCatalogueIndex({ db, caches });
  const launches = createGameLaunchService({ db, clock, caches });
  const lottery = createLotteryService({ db, clock });
  const seamless = createSeamlessWallet({ wallet });

  // Promotions (R2.18-R2.20, R3.08, R4.74, R4.75, R7.55); claimable ones count on the rewardCenter counter.
  const promotions = createPromotionService({ db, clock, wallet, random });
  // Missions and sign-in tasks (R7.50, R7.51, R2.103): their claimable ones count on missionLeaderboard.
  const missions = createMissionService({ db, clock, wallet, rollups });

  const paymentPasswords = createPaymentPasswordService({ db, clock });
  const checkPaymentPassword = (member: MemberRow, plain: string) => paymentPasswords.verify(member, plain);
  const bankAccounts = createBankAccountService({ db, clock });
  const deposits = createDepositService({ db, clock, wallet });
  const withdrawals = createWithdrawalService({ db, wallet, paymentPasswords });
  const rewards = createRewardService({ db, clock, wallet });
  // The points mall (R2.21, R7.61, R7.62): earned from valid bets, redeemed and converted with the payment password.
  const points = createPointsService({ db, clock, wallet, checkPaymentPassword, rollups });
  // The agent center: team, reports, contracts and their settlement (R6.10-R6.19, R9.36-R9.38).
  const contracts = createContractService({ db, clock, agentTypes });

  return {
    clock,
    log,
    sms,
    mail,
    caches,
    memberVersions,
    rollups,
    merchants,
    keys,
    captcha,
    slider,
    smsLogin,
    loginProof,
    firebaseLogin,
    sessions,
    origins: createOriginCheck({ db, caches }),
    health: createHealthService({ db }),
    artwork: createArtworkService({ db }),

    wallet,
    freePlay: createFreePlayService({ db, clock, sessions, wallet }),
    referrals,
    registration: createRegistrationService({
      db,
      clock,
      sessions,
      wallet,
      captcha,
      smsCodes,
      referrals,
      registerRate,
    }),
    memberIcons: createMemberIconService({ db, clock, memberChanged: (id) => sessions.memberChanged(id) }),
    memberPasswords: createMemberPasswordService({ db, clock, mail, sessions, smsCodes }),
    system: createSystemService({ db, caches }),
    admin: createAdminService({ db, merchants }),
    catalogueIndex,
    catalogue: createCatalogueService({ index: catalogueIndex, caches }),
    favourites: createFavouritesService({ db, clock }),
    announcements: createAnnouncementsService({ db, clock }),
    helpCenter: createHelpCenterService({ db, clock, caches }),
    feedback: createFeedbackService({ db, clock }),
    // R2.37 chat room: the rooms, their messages and each room's live stream (server-sent events).
    chat: createChatService({ db, clock, bell: createChatBell({ bus }) }),

    launches,
    recentGames: createRecentGameService({ db }),
    demoGame: createDemoGameService({ launches, wallet, seamless, random }),
    demoGamePages: createDemoGamePageService({ db, launches, wallet, lottery }),
    lottery,
    rankLists: createRankListService({ db }),
    locales: createLocaleService({ db, merchants, sessions }),
    accountSettings: createAccountSettingsService({ db, merchants }),
    socialSignIn: createSocialSignInService({
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

    // Member center: wallets and transfers, records, messages, VIP.
    walletTransfers: createWalletTransferService({ db, wallet }),
    memberRecords: createMemberRecordsService({ db }),
    promotions,
    promotionOperator: createPromotionOperatorService({ db, clock, wallet }),
    promotionBanners: createPromotionBannerService({ db }),
    missions,
    memberMessages: createMemberMessagesService({
      db,
      clock,
      claimable: {
        promotions: (member) => promotions.claimableCount(member),
        missions: (member) => missions.claimableCount(member),
      },
    }),
    vip: createVipService({ db }),
    vipRebates: createVipRebates({ db, clock, wallet, log, exclusive, rollups }),

    paymentPasswords,
    bankAccounts,
    deposits,
    withdrawals,
    rewards,
    security: createSecurityService({ db, paymentPasswords, bankAccounts, sessions }),
    cashierSweeps: createCashierSweeps({ clock, deposits, withdrawals, log, exclusive }),
    uplineTransfer: createUplineTransferService({ db, wallet, checkPaymentPassword }),

    points,
    pointsOperator: createPointsOperatorService({ db, clock, wallet, points }),
    pointCatalogue: createPointCatalogueEditor({ db, clock, points }),
    pointsEarning: createPointsEarning({ db, clock, points, log, exclusive, rollups }),

    contracts,
    agentTeam: createAgentTeamService({ db, clock, wallet, agentTypes, checkPaymentPassword, rollups }),
    agentReports: createAgentReportService({ db, agentTypes, rollups }),
    agentSettings: createAgentSettingsService({ db, contracts, agentTypes }),
    agentSettlement: createAgentSettlement({ db, clock, wallet, log, exclusive }),
  };
}
