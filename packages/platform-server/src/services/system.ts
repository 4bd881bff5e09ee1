import type {
  domainRoute,
  permission,
  ResponseOf,
  registerSettings,
  systemStatus,
  validationRules,
  WhitelabelNode,
} from '@lobbykit/api-client';
import { type CacheRegistry, merchantTag } from '../cache/cache-registry';
import type { Db } from '../db/database';
import {
  customerServiceOf,
  domainRoutesOf,
  registerSettingsOf,
  resourcesOf,
  validationRulesOf,
  whitelabelNodesOf,
} from '../db/merchants';
import type { MerchantRow } from '../db/schema/index';
import { sliderCheckOf } from '../db/slider-puzzles';
import { withHead } from '../http/prebuilt-body';
import { utcOffsetMinutesOf } from './merchant-days';

type Location = { ip: string; countryCode: string };

export function systemStatusOf(merchant: MerchantRow, location: Location): ResponseOf<typeof systemStatus> {
  return {
    status: merchant.systemStatus as 0 | 1 | 2,
    title: merchant.maintenanceTitle,
    info: merchant.maintenanceInfo,
    location,
  };
}

export interface SystemService {
  whitelabel(merchant: MerchantRow): Promise<WhitelabelNode[]>;
  domainRoutes(merchant: MerchantRow): Promise<ResponseOf<typeof domainRoute>>;
  validationRules(merchant: MerchantRow): Promise<ResponseOf<typeof validationRules>>;
  registerSettings(merchant: MerchantRow): Promise<ResponseOf<typeof registerSettings>>;
  permission(
    merchant: MerchantRow,
    location: Location,
    baseUrl: string,
  ): Promise<ResponseOf<typeof permission>>;
}

/**
 * The startup reads, kept in memory per merchant (and, for permission, per public URL): they change
 * only by an operator's write, which drops the merchant's tag (MerchantDirectory.changed). Each
 * answer is one object for everyone, so the binder serializes it once.
 */
export function createSystemService(deps: { db: Db; caches: CacheRegistry }): SystemService {
  const { db, caches } = deps;
  const answers = caches.create<object>('system answers', 2_000);
  const kept = <T extends object>(kind: string, merchant: MerchantRow, load: () => Promise<T>, extra = '') =>
    answers.getOrLoad(`${kind}\n${merchant.code}\n${extra}`, load, [
      merchantTag(merchant.code),
    ]) as Promise<T>;
  return {
    whitelabel: (merchant) => kept('whitelabel', merchant, () => whitelabelTreeOf(db, merchant.id)),
    domainRoutes: (merchant) => kept('domainRoutes', merchant, () => domainRoutesFor(db, merchant.id)),
    validationRules: (merchant) => kept('rules', merchant, () => validationRulesFor(db, merchant.id)),
    registerSettings: (merchant) => kept('register', merchant, () => registerSettingsFor(db, merchant)),
    async permission(merchant, location, baseUrl) {
      const shared = await kept(
        'permission',
        merchant,
        async () => {
          const { location: _, ...rest } = await permissionFor(db, merchant, location, baseUrl);
          return rest;
        },
        baseUrl,
      );
      return withHead({ location }, shared);
    },
  };
}

export async function whitelabelTreeOf(db: Db, merchantId: number): Promise<WhitelabelNode[]> {
  const rows = await whitelabelNodesOf(db, merchantId);
  const byParent = new Map<string | null, typeof rows>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentModId) ?? [];
    siblings.push(row);
    byParent.set(row.parentModId, siblings);
  }
  const build = (parent: string | null): WhitelabelNode[] =>
    (byParent.get(parent) ?? []).map((row) => ({
      modId: row.modId,
      enabled: row.enabled,
      childrenNodes: build(row.modId),
    }));
  return build(null);
}

export async function domainRoutesFor(db: Db, merchantId: number): Promise<ResponseOf<typeof domainRoute>> {
  return domainRoutesOf(db, merchantId);
}

export async function validationRulesFor(
  db: Db,
  merchantId: number,
): Promise<ResponseOf<typeof validationRules>> {
  const rows = await validationRulesOf(db, merchantId);
  return Object.fromEntries(rows.map(({ field, ...rule }) => [field, rule]));
}

export async function registerSettingsFor(
  db: Db,
  merchant: MerchantRow,
): Promise<ResponseOf<typeof registerSettings>> {
  const [row, sliderCheck] = await Promise.all([
    registerSettingsOf(db, merchant.id),
    sliderCheckOf(db, merchant.id),
  ]);
  if (!row) throw new Error(`Merchant ${merchant.code} has no register settings`);
  return {
    fields: row.fields,
    countryDialingCode: row.countryDialingCode,
    mobileDigits: row.mobileDigits,
    mobilePrefix: row.mobilePrefix,
    minimumAge: row.minimumAge,
    sliderCheck,
  };
}

/** Everything the site needs at startup (R3.23-R3.26, R7.20). `baseUrl` is this server's public URL. */
export async function permissionFor(
  db: Db,
  merchant: MerchantRow,
  location: Location,
  baseUrl: string,
): Promise<ResponseOf<typeof permission>> {
  const [customerService, domainRoute, resourceRows, whitelabel, register] = await Promise.all([
    customerServiceOf(db, merchant.id),
    domainRoutesOf(db, merchant.id),
    resourcesOf(db, merchant.id),
    whitelabelTreeOf(db, merchant.id),
    validationRulesFor(db, merchant.id),
  ]);
  const resources: Record<string, { url: string; labelNameEn: string }[]> = {};
  for (const { resourceType, url, labelNameEn } of resourceRows) {
    const group = resources[resourceType] ?? [];
    group.push({ url, labelNameEn });
    resources[resourceType] = group;
  }
  return {
    location,
    maintenance: merchant.systemStatus === 1,
    regionRestricted: merchant.systemStatus === 2,
    merchant: {
      merchantCode: merchant.code,
      country: merchant.country,
      countryName: merchant.countryName,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      langList: merchant.langList,
      defaultLanguage: merchant.defaultLanguage,
      utcOffsetMinutes: utcOffsetMinutesOf(merchant),
    },
    info: {
      customerService,
      domainRoute,
      resources,
      whitelabel,
      register,
      mainDomain: merchant.mainDomain,
      analytics: { gtagId: merchant.gtagId },
      // The reference server serves its own images and demo games; an operator points these at a CDN.
      imageCDNs: [`${baseUrl}/cdn/images`],
      launchGameCDNs: [`${baseUrl}/cdn/games`],
    },
  };
}
