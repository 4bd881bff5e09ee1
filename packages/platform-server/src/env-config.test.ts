import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE, MAX_POOL_SIZE } from './db/pool-size';
import { envConfig, MAX_WORKERS } from './env-config';

const postgres = { DATABASE_URL: 'postgres://lobbykit@127.0.0.1/lobbykit' };

describe('LOBBYKIT_WORKERS', () => {
  it('is one process unless set', () => {
    expect(envConfig({}, '/').workers).toBe(1);
    expect(envConfig({ LOBBYKIT_WORKERS: '' }, '/').workers).toBe(1);
    expect(envConfig({ LOBBYKIT_WORKERS: '1' }, '/').workers).toBe(1);
  });

  it('runs several processes on PostgreSQL only: PGlite is one process', () => {
    expect(envConfig({ ...postgres, LOBBYKIT_WORKERS: '4' }, '/').workers).toBe(4);
    expect(() => envConfig({ LOBBYKIT_WORKERS: '2' }, '/')).toThrow(
      "LOBBYKIT_WORKERS=2 needs PostgreSQL (DATABASE_URL): PGlite is one process's database",
    );
  });

  it('refuses what is not a whole number of workers within bounds', () => {
    for (const text of ['0', '-1', '1.5', 'two', ' 2', String(MAX_WORKERS + 1)])
      expect(() => envConfig({ ...postgres, LOBBYKIT_WORKERS: text }, '/'), text).toThrow(
        `LOBBYKIT_WORKERS must be a whole number from 1 to ${MAX_WORKERS}, not '${text}'`,
      );
  });
});

describe('LOBBYKIT_REGISTRATIONS_PER_IP_HOUR', () => {
  it('is ten accounts an hour from one address unless set', () => {
    expect(envConfig({}, '/').registrationsPerIpHour).toBe(10);
    expect(envConfig({ LOBBYKIT_REGISTRATIONS_PER_IP_HOUR: '250' }, '/').registrationsPerIpHour).toBe(250);
  });

  it('refuses what is not a whole number from 1 to 100000', () => {
    for (const text of ['0', '-3', '2.5', 'many', '100001'])
      expect(() => envConfig({ LOBBYKIT_REGISTRATIONS_PER_IP_HOUR: text }, '/'), text).toThrow(
        `LOBBYKIT_REGISTRATIONS_PER_IP_HOUR must be a whole number from 1 to 100000, not '${text}'`,
      );
  });
});

describe('LOBBYKIT_PG_POOL_SIZE', () => {
  it('keeps DEFAULT_POOL_SIZE connections unless set', () => {
    expect(envConfig({}, '/').databasePoolSize).toBe(DEFAULT_POOL_SIZE);
    expect(envConfig({ LOBBYKIT_PG_POOL_SIZE: '' }, '/').databasePoolSize).toBe(DEFAULT_POOL_SIZE);
    expect(envConfig({ ...postgres, LOBBYKIT_PG_POOL_SIZE: '64' }, '/').databasePoolSize).toBe(64);
  });

  it('refuses what is not a whole number of connections within bounds', () => {
    for (const text of ['0', '-1', '2.5', 'many', ' 8', String(MAX_POOL_SIZE + 1)])
      expect(() => envConfig({ ...postgres, LOBBYKIT_PG_POOL_SIZE: text }, '/'), text).toThrow(
        `LOBBYKIT_PG_POOL_SIZE must be a whole number from 1 to ${MAX_POOL_SIZE}, not '${text}'`,
      );
  });
});
