import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './database';
import {
  loginSettings,
  type NewIpProof,
  type RegisterFieldSettings,
  registerSettings,
  validationRules,
  whitelabelNodes,
} from './schema/index';

export interface StoredAccountSettings {
  fields: RegisterFieldSettings;
  countryDialingCode: string;
  mobileDigits: number;
  mobilePrefix: string;
  minimumAge: number;
  smsExpiredMinutes: number;
  newIpProof: NewIpProof;
  sliderCheck: boolean;
  modules: Record<string, boolean>;
  rules: Record<
    string,
    {
      enabled: boolean;
      required: boolean;
      minLength: number;
      maxLength: number;
      acceptedPattern: string;
      patternId: string;
    }
  >;
}

/** The module flags among `modIds` a merchant's whitelabel tree holds, by modId. */
export async function moduleFlagsOf(db: Db, merchantId: number, modIds: readonly string[]) {
  const rows = await db
    .select({ modId: whitelabelNodes.modId, enabled: whitelabelNodes.enabled })
    .from(whitelabelNodes)
    .where(and(eq(whitelabelNodes.merchantId, merchantId), inArray(whitelabelNodes.modId, [...modIds])));
  return new Map(rows.map((row) => [row.modId, row.enabled]));
}

/**
 * Replaces a merchant's register settings, the named module flags and every validation rule in one
 * transaction, so registration never sees half of an operator's change.
 */
export async function replaceAccountSettings(
  db: Db,
  merchantId: number,
  settings: StoredAccountSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = {
      fields: settings.fields,
      countryDialingCode: settings.countryDialingCode,
      mobileDigits: settings.mobileDigits,
      mobilePrefix: settings.mobilePrefix,
      minimumAge: settings.minimumAge,
      smsExpiredMinutes: settings.smsExpiredMinutes,
    };
    await tx
      .insert(registerSettings)
      .values({ merchantId, ...row })
      .onConflictDoUpdate({ target: registerSettings.merchantId, set: row });
    for (const [modId, enabled] of Object.entries(settings.modules)) {
      await tx
        .insert(whitelabelNodes)
        .values({ merchantId, modId, parentModId: null, enabled })
        .onConflictDoUpdate({
          target: [whitelabelNodes.merchantId, whitelabelNodes.modId],
          set: { enabled },
        });
    }
    await tx
      .insert(loginSettings)
      .values({ merchantId, newIpProof: settings.newIpProof, sliderCheck: settings.sliderCheck })
      .onConflictDoUpdate({
        target: loginSettings.merchantId,
        set: { newIpProof: settings.newIpProof, sliderCheck: settings.sliderCheck },
      });
    await tx.delete(validationRules).where(eq(validationRules.merchantId, merchantId));
    const rules = Object.entries(settings.rules).map(([field, rule]) => ({ merchantId, field, ...rule }));
    if (rules.length > 0) await tx.insert(validationRules).values(rules);
  });
}
