import { ErrorCode } from '@lobbykit/api-client';
import { Hono } from 'hono';
import type { CacheRegistry } from './cache/cache-registry';
import type { Clock } from './clock';
import type { Db } from './db/database';
import type { Random } from './demo-game/random';
import type { AppContext, AppEnv } from './http/app-env';
import { createBinder } from './http/bind';
import { clientIpReader, parseTrustedProxies, type TrustedProxies } from './http/client-ip';
import { compression } from './http/compression';
import { cors } from './http/cors';
import { domainFailure, failure } from './http/failure';
import { createFastReads, type FastReads, memberStamps } from './http/fast-reads';
import { resolveMerchant } from './http/merchant';
import { requestLog } from './http/request-log';
import type { ExclusivePass } from './instances/exclusive-passes';
import type { InstanceBus } from './instances/instance-bus';
import type { Logger } from './log';
import type { MailSender, SmsSender } from './outbox';
import { registerPlatformRoutes } from './platform-routes';
import { createPlatformServices } from './platform-services';
import { artworkRoutes } from './routes/artwork';
import { healthRoutes } from './routes/health';
import type { AgentSettlement } from './services/agent/settlement';
import type { CaptchaDrawer } from './services/captcha';
import type { CashierSweeps } from './services/cashier-sweeps';
import { DomainError } from './services/domain-error';
import type { KeyRing } from './services/key-ring';
import type { PointsEarning } from './services/points/earning-pass';
import type { RollupService } from './services/rollups';
import type { SocialGateway } from './services/social-sign-in/openid-gateway';
import type { SocialProviderConfig } from './services/social-sign-in/providers';
import type { VipRebates } from './services/vip-rebates';

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
  /** The member and team days' applier (issue 13): readers catch up first; startPlatform runs its timer. */
  rollups: RollupService;
  /**
   * What the platform keeps in memory (merchants, startup answers, the catalogue, live sessions).
   * A write that bypasses the admin API (a test's, a migration's) clears it or invalidates a tag.
   */
  caches: CacheRegistry;
  /**
   * The public GETs node:http answers before Hono (startPlatform wires them); undefined when the
   * options inject their own clientIp, which a replay keyed by the socket's peer cannot honour.
   */
  fastReads: FastReads | undefined;
  /** Reads what the first players would otherwise wait for (every merchant's catalogue); startPlatform calls it once it listens. */
  warmUp(): Promise<void>;
}

/**
 * Builds the platform API: routes -> services -> db, every piece from the options. The services
 * wiring is platform-services.ts, the routes registration platform-routes.ts; here the app's
 * middleware, the binder and the one error handler.
 */
export function createPlatform(options: PlatformOptions): Platform {
  const { config, bus } = options;
  const services = createPlatformServices(options);
  const { log } = services;

  const app = new Hono<AppEnv>();
  app.use(requestLog(log));
  app.use(compression());
  if (bus) {
    // An operator write or a logout answers only once the other instances have been told.
    app.use(async (_c, next) => {
      await next();
      await bus.settled();
    });
  }
  app.use(cors((origin, merchantCode) => services.origins.isRegistered(origin, merchantCode)));
  healthRoutes(app, services.health);
  artworkRoutes(app, services.artwork);

  // The request's merchant, resolved once: health and artwork above answer before it runs, every
  // route below reads it from the context.
  app.use(resolveMerchant(services.merchants));
  const fastReads = options.clientIp
    ? undefined
    : createFastReads({
        generation: () => services.caches.generation,
        log,
        memberOf: memberStamps(services.sessions, services.memberVersions),
      });
  const bind = createBinder(app, {
    keys: services.keys,
    sessions: services.sessions,
    adminKey: config.adminKey,
    clientIp: options.clientIp ?? clientIpReader(config.trustedProxies ?? parseTrustedProxies(undefined)),
    publicUrl: config.publicUrl?.replace(/\/+$/, ''),
    validateResponses: config.validateResponses,
    fastReads,
  });
  registerPlatformRoutes(app, bind, services, options.geo);

  app.notFound((c) => failure(c, ErrorCode.notFound, `No endpoint ${c.req.method} ${c.req.path}`));
  app.onError((error, c) => {
    if (error instanceof DomainError) return domainFailure(c, error);
    // A genuine bug: logged once with its stack, answered without one.
    log.error(`${c.req.method} ${c.req.path} failed`, error);
    return failure(c, ErrorCode.unknown, 'Something went wrong on our side');
  });

  const { catalogueIndex } = services;
  return {
    app,
    fetch: (request) => Promise.resolve(app.fetch(request)),
    keys: services.keys,
    clock: services.clock,
    sms: services.sms,
    mail: services.mail,
    cashierSweeps: services.cashierSweeps,
    agentSettlement: services.agentSettlement,
    pointsEarning: services.pointsEarning,
    vipRebates: services.vipRebates,
    rollups: services.rollups,
    caches: services.caches,
    fastReads,
    warmUp: async () =>
      catalogueIndex.warm((await services.merchants.all()).map((merchant) => merchant.code)),
  };
}
