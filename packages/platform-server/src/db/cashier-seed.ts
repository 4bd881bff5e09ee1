import type { Db } from './database';
import { allMerchants } from './merchants';
import { markSeed } from './play-seed';
import { depositChannels, payoutProviders } from './schema/index';
import { isSeedApplied } from './seed-writer';

export type ChannelSeed = Omit<typeof depositChannels.$inferInsert, 'id' | 'merchantId'>;
export type ProviderSeed = Omit<typeof payoutProviders.$inferInsert, 'id' | 'merchantId'>;

/** Writes each merchant's channels and providers under one marker, in one transaction, once. */
export async function applyCashierSeedOnce(
  db: Db,
  name: string,
  seeds: Record<string, { channels: ChannelSeed[]; providers: ProviderSeed[] }>,
): Promise<boolean> {
  if (await isSeedApplied(db, name)) return false;
  return db.transaction(async (tx) => {
    if (!(await markSeed(tx, name))) return false;
    for (const merchant of await allMerchants(tx)) {
      const seed = seeds[merchant.code];
      if (!seed) continue;
      await tx
        .insert(depositChannels)
        .values(seed.channels.map((channel) => ({ ...channel, merchantId: merchant.id })));
      await tx
        .insert(payoutProviders)
        .values(seed.providers.map((provider) => ({ ...provider, merchantId: merchant.id })));
    }
    return true;
  });
}
