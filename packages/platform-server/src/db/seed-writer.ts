import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './database';
import {
  affiliateCodes,
  customerService,
  domainRoutes,
  members,
  merchants,
  registerSettings,
  resources,
  seedMarkers,
  validationRules,
  whitelabelNodes,
} from './schema/index';

type Without<T, K extends keyof T> = Omit<T, K>;
type MerchantId = 'merchantId';

/** A whitelabel node as seed data: the tree, flattened into rows by the writer. */
export interface WhitelabelSeed {
  modId: string;
  enabled: boolean;
  childrenNodes?: WhitelabelSeed[];
}

export interface MerchantSeed {
  merchant: Without<typeof merchants.$inferInsert, 'id' | 'createdAt'>;
  domainRoutes: Without<typeof domainRoutes.$inferInsert, 'id' | MerchantId>[];
  whitelabel: WhitelabelSeed[];
  validationRules: Without<typeof validationRules.$inferInsert, MerchantId>[];
  registerSettings: Without<typeof registerSettings.$inferInsert, MerchantId>;
  resources: Without<typeof resources.$inferInsert, 'id' | MerchantId | 'sortOrder'>[];
  customerService: Without<typeof customerService.$inferInsert, 'id' | MerchantId | 'sortOrder'>[];
}

/** A member as seed data, its password already hashed; the upline is named by username. */
export interface MemberSeed
  extends Without<typeof members.$inferInsert, 'id' | 'merchantId' | 'uplineId' | 'currency'> {
  merchantCode: string;
  uplineUsername?: string;
}

export interface Seed {
  merchants: MerchantSeed[];
  /** Uplines before their downlines. */
  members: MemberSeed[];
}

export async function isSeedApplied(db: Db, name: string): Promise<boolean> {
  const rows = await db.select().from(seedMarkers).where(eq(seedMarkers.name, name)).limit(1);
  return rows.length > 0;
}

/**
 * Writes a seed inside one transaction guarded by its marker row: the first instance to insert the
 * marker writes everything, any other (now or on a later start) finds the marker and writes nothing.
 * Answers whether this call seeded.
 */
export function applySeedOnce(db: Db, name: string, seed: Seed): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx.insert(seedMarkers).values({ name }).onConflictDoNothing().returning();
    if (marked.length === 0) return false;

    const merchantIds = new Map<string, { id: number; currency: string }>();
    for (const entry of seed.merchants) {
      const [row] = await tx.insert(merchants).values(entry.merchant).returning();
      const merchantId = row!.id;
      merchantIds.set(row!.code, { id: merchantId, currency: row!.currency });
      await tx.insert(domainRoutes).values(entry.domainRoutes.map((route) => ({ ...route, merchantId })));
      await tx.insert(whitelabelNodes).values(flattenWhitelabel(entry.whitelabel, merchantId));
      await tx.insert(validationRules).values(entry.validationRules.map((rule) => ({ ...rule, merchantId })));
      await tx.insert(registerSettings).values({ ...entry.registerSettings, merchantId });
      await tx
        .insert(resources)
        .values(entry.resources.map((resource, sortOrder) => ({ ...resource, merchantId, sortOrder })));
      await tx
        .insert(customerService)
        .values(entry.customerService.map((channel, sortOrder) => ({ ...channel, merchantId, sortOrder })));
    }

    const memberIds = new Map<string, number>();
    for (const { merchantCode, uplineUsername, ...member } of seed.members) {
      const merchant = merchantIds.get(merchantCode);
      if (!merchant) throw new Error(`Seed member ${member.username}: unknown merchant ${merchantCode}`);
      const uplineId = uplineUsername ? memberIds.get(`${merchantCode}:${uplineUsername}`) : undefined;
      if (uplineUsername && uplineId === undefined) {
        throw new Error(`Seed member ${member.username}: upline ${uplineUsername} must come first`);
      }
      const [row] = await tx
        .insert(members)
        .values({
          ...member,
          merchantId: merchant.id,
          currency: merchant.currency,
          uplineId: uplineId ?? null,
        })
        .returning({ id: members.id });
      memberIds.set(`${merchantCode}:${member.username}`, row!.id);
    }
    return true;
  });
}

function flattenWhitelabel(nodes: WhitelabelSeed[], merchantId: number, parentModId: string | null = null) {
  return nodes.flatMap((node, sortOrder): (typeof whitelabelNodes.$inferInsert)[] => [
    { merchantId, modId: node.modId, parentModId, enabled: node.enabled, sortOrder },
    ...flattenWhitelabel(node.childrenNodes ?? [], merchantId, node.modId),
  ]);
}

/** An agent's affiliate code as seed data: the agent named by merchant and username. */
export interface AffiliateCodeSeed {
  merchantCode: string;
  username: string;
  code: string;
}

/**
 * Affiliate codes under their own marker, so a database seeded before they existed gets them too.
 * A code whose agent this database lacks is skipped: an operator may have removed the demo agent.
 */
export function applyAffiliateCodesOnce(
  db: Db,
  name: string,
  codes: AffiliateCodeSeed[],
  createdAt: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marked = await tx.insert(seedMarkers).values({ name }).onConflictDoNothing().returning();
    if (marked.length === 0) return false;
    for (const entry of codes) {
      const [agent] = await tx
        .select({ id: members.id, merchantId: members.merchantId })
        .from(members)
        .innerJoin(merchants, eq(merchants.id, members.merchantId))
        .where(
          and(
            eq(merchants.code, entry.merchantCode),
            sql`lower(${members.username}) = ${entry.username.toLowerCase()}`,
          ),
        )
        .limit(1);
      if (!agent) continue;
      await tx
        .insert(affiliateCodes)
        .values({ merchantId: agent.merchantId, agentId: agent.id, code: entry.code, createdAt })
        .onConflictDoNothing();
    }
    return true;
  });
}
