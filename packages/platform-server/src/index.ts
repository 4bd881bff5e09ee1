export { type Clock, manualClock, systemClock } from './clock';
export type { Database, Db } from './db/database';
export { type OpenDatabaseOptions, openDatabase } from './db/open';
export { DEFAULT_ADMIN_KEY, DEFAULT_HOST, DEFAULT_PORT, type EnvConfig, envConfig } from './env-config';
export { consoleLogger, type Logger, memoryLogger } from './log';
export type { MailMessage, MailSender, SmsMessage, SmsSender } from './outbox';
export { createPlatform, type Platform, type PlatformConfig, type PlatformOptions } from './platform';
export { DEMO_SEED, seedDemo } from './seed/seed-demo';
export { type RunningPlatform, type StartOptions, startPlatform } from './start';
