import type { Clock } from '../clock';
import { addVendorOnce, applyAnnouncementsOnce, applyCatalogueOnce } from '../db/catalogue-writer';
import type { Db } from '../db/database';
import { isSeedApplied } from '../db/seed-writer';
import { announcementSeeds } from './announcements';
import { buildCatalogue, lobbyEntryRow } from './catalogue';
import { lobbyEntries, vendorSeeds } from './catalogue-vendors';

/** Bump a name when that data changes shape. */
export const CATALOGUE_SEED = 'catalogue-v1';
export const ANNOUNCEMENTS_SEED = 'announcements-v1';
/** FB Sports (R7.41) joined the catalogue after catalogue-v1: an older data folder gets it once. */
export const FB_SPORTS_SEED = 'catalogue-fb-sports';

/** The game catalogue (about 10,000 games) and the demo announcements, each once per database. */
export async function seedLobby(db: Db, clock: Clock): Promise<boolean> {
  let seeded = false;
  if (!(await isSeedApplied(db, CATALOGUE_SEED))) {
    seeded = (await applyCatalogueOnce(db, CATALOGUE_SEED, buildCatalogue())) || seeded;
  }
  if (!(await isSeedApplied(db, FB_SPORTS_SEED))) {
    const vendor = vendorSeeds.find((seed) => seed.code === 'FB' && seed.category === 'SPORTS')!;
    const rows = lobbyEntries.filter((entry) => entry.vendorCode === 'FB').map(lobbyEntryRow);
    seeded =
      (await addVendorOnce(
        db,
        FB_SPORTS_SEED,
        { ...vendor, merchantCodes: vendor.merchantCodes ?? null },
        rows,
      )) || seeded;
  }
  if (!(await isSeedApplied(db, ANNOUNCEMENTS_SEED))) {
    const createdAt = clock.now();
    const rows = announcementSeeds.map((seed) => ({ ...seed, createdAt }));
    seeded = (await applyAnnouncementsOnce(db, ANNOUNCEMENTS_SEED, rows)) || seeded;
  }
  return seeded;
}
