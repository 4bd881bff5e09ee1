import { insertChatRooms } from '../db/chat';
import type { Db } from '../db/database';
import { allMerchants } from '../db/merchants';
import { markSeed } from '../db/play-seed';
import { isSeedApplied } from '../db/seed-writer';
import { chatRoomSeeds } from './chat-rooms';

/** Bump the name when the demo chat rooms change shape. */
export const CHAT_ROOMS_SEED = 'chat-rooms-v1';

/** Every merchant's chat rooms, once: English first, then those of its other languages. */
export async function seedChatRooms(db: Db): Promise<boolean> {
  if (await isSeedApplied(db, CHAT_ROOMS_SEED)) return false;
  return db.transaction(async (tx) => {
    if (!(await markSeed(tx, CHAT_ROOMS_SEED))) return false;
    for (const merchant of await allMerchants(tx)) {
      const languages = ['EN', ...merchant.langList.filter((language) => language !== 'EN')];
      const rooms = languages.flatMap((language) =>
        (chatRoomSeeds[language] ?? []).map((room) => ({ ...room, language })),
      );
      await insertChatRooms(
        tx,
        rooms.map((room, index) => ({ ...room, merchantId: merchant.id, sortOrder: index * 10 })),
      );
    }
    return true;
  });
}
