import { and, asc, eq } from 'drizzle-orm';
import type { Db } from './database';
import {
  customerService,
  domainRoutes,
  type MerchantRow,
  merchants,
  registerSettings,
  resources,
  validationRules,
  whitelabelNodes,
} from './schema/index';

/** Every merchant, in the order they were created: the regions a player can choose from (R3.28). */
export function allMerchants(db: Db): Promise<MerchantRow[]> {
  return db.select().from(merchants).orderBy(asc(merchants.id));
}

export async function findMerchantByCode(db: Db, code: string): Promise<MerchantRow | undefined> {
  const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
  return row;
}

export async function updateSystemStatus(
  db: Db,
  code: string,
  change: { status: 0 | 1 | 2; title?: string | undefined; info?: string | undefined },
): Promise<MerchantRow | undefined> {
  const [row] = await db
    .update(merchants)
    .set({
      systemStatus: change.status,
      ...(change.title !== undefined ? { maintenanceTitle: change.title } : {}),
      ...(change.info !== undefined ? { maintenanceInfo: change.info } : {}),
    })
    .where(eq(merchants.code, code))
    .returning();
  return row;
}

export function domainRoutesOf(db: Db, merchantId: number) {
  return db
    .select({ origin: domainRoutes.origin, kind: domainRoutes.kind })
    .from(domainRoutes)
    .where(eq(domainRoutes.merchantId, merchantId))
    .orderBy(asc(domainRoutes.id));
}

/** Every merchant's origin patterns: a CORS preflight carries no Merchant header to narrow them. */
export function allDomainRoutes(db: Db) {
  return db.select({ origin: domainRoutes.origin }).from(domainRoutes);
}

export function domainRoutesOfCode(db: Db, code: string) {
  return db
    .select({ origin: domainRoutes.origin })
    .from(domainRoutes)
    .innerJoin(merchants, eq(merchants.id, domainRoutes.merchantId))
    .where(eq(merchants.code, code));
}

export function whitelabelNodesOf(db: Db, merchantId: number) {
  return db
    .select({
      modId: whitelabelNodes.modId,
      parentModId: whitelabelNodes.parentModId,
      enabled: whitelabelNodes.enabled,
    })
    .from(whitelabelNodes)
    .where(eq(whitelabelNodes.merchantId, merchantId))
    .orderBy(asc(whitelabelNodes.sortOrder), asc(whitelabelNodes.modId));
}

export function validationRulesOf(db: Db, merchantId: number) {
  return db
    .select({
      field: validationRules.field,
      enabled: validationRules.enabled,
      required: validationRules.required,
      minLength: validationRules.minLength,
      maxLength: validationRules.maxLength,
      acceptedPattern: validationRules.acceptedPattern,
      patternId: validationRules.patternId,
    })
    .from(validationRules)
    .where(eq(validationRules.merchantId, merchantId))
    .orderBy(asc(validationRules.field));
}

export async function registerSettingsOf(db: Db, merchantId: number) {
  const [row] = await db
    .select()
    .from(registerSettings)
    .where(eq(registerSettings.merchantId, merchantId))
    .limit(1);
  return row;
}

export function resourcesOf(db: Db, merchantId: number) {
  return db
    .select({ resourceType: resources.resourceType, url: resources.url, labelNameEn: resources.labelNameEn })
    .from(resources)
    .where(eq(resources.merchantId, merchantId))
    .orderBy(asc(resources.resourceType), asc(resources.sortOrder), asc(resources.id));
}

export function customerServiceOf(db: Db, merchantId: number) {
  return db
    .select({ csType: customerService.csType, path: customerService.path })
    .from(customerService)
    .where(eq(customerService.merchantId, merchantId))
    .orderBy(asc(customerService.sortOrder), asc(customerService.id));
}

/** Whether a module flag (R3.34) is on for a merchant; a flag the tree does not hold is off. */
export async function isModuleEnabledFor(db: Db, merchantId: number, modId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: whitelabelNodes.enabled })
    .from(whitelabelNodes)
    .where(and(eq(whitelabelNodes.merchantId, merchantId), eq(whitelabelNodes.modId, modId)))
    .limit(1);
  return row?.enabled ?? false;
}
