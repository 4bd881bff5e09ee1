import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { type MemberIconRow, memberIcons, members } from './schema/index';

export type MemberIconWrite = Omit<MemberIconRow, never>;

/** Replaces the member's icon and points `members.img_url` at it, both or neither. */
export async function replaceMemberIcon(db: Db, icon: MemberIconWrite, imgUrl: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(memberIcons)
      .values(icon)
      .onConflictDoUpdate({
        target: memberIcons.memberId,
        set: {
          version: icon.version,
          mediaType: icon.mediaType,
          base64: icon.base64,
          updatedAt: icon.updatedAt,
        },
      });
    await tx.update(members).set({ imgUrl }).where(eq(members.id, icon.memberId));
  });
}

/** The member's icon when it is still the version asked for (an old URL shows nothing). */
export async function memberIconOf(
  db: Db,
  memberId: number,
  version: string,
): Promise<MemberIconRow | undefined> {
  const [row] = await db.select().from(memberIcons).where(eq(memberIcons.memberId, memberId)).limit(1);
  return row?.version === version ? row : undefined;
}
