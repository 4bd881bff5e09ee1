import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import * as schema from '../db/schema/index';

/** Every table of the schema, found by inspection so tables added later are watched too. */
export function schemaTableNames(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable))
    .sort();
}

/**
 * Each table's row count and a digest of its rows (order-free): equal fingerprints before and after
 * a batch of requests mean none of them inserted, updated or deleted anything, ledger included.
 */
export async function tableFingerprint(db: Db, names = schemaTableNames()): Promise<Record<string, string>> {
  const parts = names.map(
    (name) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as digest from "${name}" t`,
  );
  const result = (await db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; digest: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}

/**
 * What decides who may call what: sessions, accounts, the merchants' status and modules, and the
 * failed logins (a wrong password, through the plain login R7.02, counts toward the captcha every
 * login from that address then needs).
 */
const ACCESS_TABLES = ['sessions', 'members', 'merchants', 'whitelabel_nodes', 'login_failures'];

/**
 * A cheap stand-in for resetting before every test: answers a function that restores the remembered
 * state only when a test changed who may call what (a logout, a password change, maintenance on).
 */
export async function accessGuard(db: Db, reset: () => Promise<void>): Promise<() => Promise<void>> {
  const names = schemaTableNames().filter((name) => ACCESS_TABLES.includes(name));
  const expected = JSON.stringify(await tableFingerprint(db, names));
  return async () => {
    if (JSON.stringify(await tableFingerprint(db, names)) !== expected) await reset();
  };
}
