import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { allMerchants } from '../db/merchants';
import { markSeed } from '../db/play-seed';
import { appendPointEntry, lockPointAccount } from '../db/points';
import { members, pointRewards, pointRewardTexts, pointSettings } from '../db/schema/index';
import { isSeedApplied } from '../db/seed-writer';

/** Bump the name when the demo points mall changes shape. */
export const POINTS_SEED = 'points-v1';

/** What the README's demo players hold to spend in the points mall on a fresh start. */
export const DEMO_POINTS: Record<string, number> = { demo01: 5_000, bdplayer01: 3_000 };

type Words = Record<string, { title: string; description: string }>;

interface RewardSeed {
  points: number;
  stock: number | null;
  /** Minor units, or null for a gift delivered by hand. */
  bonusAmount: number | null;
  hue: number;
  words: Words;
}

/** A catalogue per merchant in EN and its second language (TY for ph, BN for bd). */
export function rewardSeeds(merchantCode: string): RewardSeed[] {
  const ph = merchantCode === 'ph';
  const sym = ph ? '₱' : '৳';
  const local = ph ? 'TY' : 'BN';
  const words = (en: Words[string], other: Words[string]): Words => ({ EN: en, [local]: other });
  return [
    {
      points: 500,
      stock: null,
      bonusAmount: 5_000,
      hue: 265,
      words: words(
        {
          title: `${sym}50 bonus credit`,
          description: 'Added to your main wallet once the redemption is approved.',
        },
        ph
          ? {
              title: `${sym}50 na bonus credit`,
              description: 'Idadagdag sa iyong main wallet kapag naaprubahan ang redemption.',
            }
          : { title: `${sym}৫০ বোনাস ক্রেডিট`, description: 'রিডেম্পশন অনুমোদিত হলে আপনার মূল ওয়ালেটে যোগ হবে।' },
      ),
    },
    {
      points: 1_200,
      stock: 50,
      bonusAmount: 15_000,
      hue: 200,
      words: words(
        { title: `${sym}150 weekend boost`, description: 'A bigger credit for the weekend. Limited stock.' },
        ph
          ? {
              title: `${sym}150 pang-weekend na boost`,
              description: 'Mas malaking credit para sa weekend. Limitado ang stock.',
            }
          : { title: `${sym}১৫০ সপ্তাহান্তের বুস্ট`, description: 'সপ্তাহান্তের জন্য বড় ক্রেডিট। সীমিত স্টক।' },
      ),
    },
    {
      points: 3_000,
      stock: 20,
      bonusAmount: null,
      hue: 30,
      words: words(
        {
          title: 'LobbyKit sports jersey',
          description: 'An official jersey, delivered to your registered address.',
        },
        ph
          ? {
              title: 'LobbyKit sports jersey',
              description: 'Opisyal na jersey, ihahatid sa iyong nakarehistrong address.',
            }
          : { title: 'LobbyKit স্পোর্টস জার্সি', description: 'অফিসিয়াল জার্সি, আপনার নিবন্ধিত ঠিকানায় পাঠানো হবে।' },
      ),
    },
    {
      points: 8_000,
      stock: 5,
      bonusAmount: null,
      hue: 330,
      words: words(
        { title: 'Wireless earbuds', description: 'Noise-cancelling earbuds with a charging case.' },
        ph
          ? { title: 'Wireless earbuds', description: 'Noise-cancelling na earbuds na may charging case.' }
          : { title: 'ওয়্যারলেস ইয়ারবাড', description: 'চার্জিং কেসসহ নয়েজ-ক্যান্সেলিং ইয়ারবাড।' },
      ),
    },
    {
      points: 2_000,
      stock: 0,
      bonusAmount: 25_000,
      hue: 150,
      words: words(
        { title: `${sym}250 VIP credit`, description: 'Back in stock next month.' },
        ph
          ? { title: `${sym}250 na VIP credit`, description: 'Babalik ang stock sa susunod na buwan.' }
          : { title: `${sym}২৫০ ভিআইপি ক্রেডিট`, description: 'আগামী মাসে আবার স্টকে আসবে।' },
      ),
    },
  ];
}

/** Every merchant's points rules and catalogue, and the demo players' points, once. */
export async function seedPoints(db: Db, clock: Clock): Promise<boolean> {
  if (await isSeedApplied(db, POINTS_SEED)) return false;
  return db.transaction(async (tx) => {
    if (!(await markSeed(tx, POINTS_SEED))) return false;
    const now = clock.now();
    for (const merchant of await allMerchants(tx)) {
      // 100.00 of valid bet earns a point; a point converts to 0.10.
      await tx
        .insert(pointSettings)
        .values({ merchantId: merchant.id, betPerPoint: 10_000, pointValue: 10, minConvertPoints: 100 })
        .onConflictDoNothing();
      for (const [index, seed] of rewardSeeds(merchant.code).entries()) {
        const [reward] = await tx
          .insert(pointRewards)
          .values({
            merchantId: merchant.id,
            points: seed.points,
            stock: seed.stock,
            bonusAmount: seed.bonusAmount,
            hue: seed.hue,
            sortOrder: (index + 1) * 10,
            createdAt: now,
          })
          .returning();
        await tx.insert(pointRewardTexts).values(
          Object.entries(seed.words).map(([language, text]) => ({
            rewardId: reward!.id,
            language,
            ...text,
          })),
        );
      }
      for (const [username, points] of Object.entries(DEMO_POINTS)) {
        const [member] = await tx
          .select()
          .from(members)
          .where(and(eq(members.merchantId, merchant.id), eq(members.username, username)));
        if (!member) continue;
        const account = await lockPointAccount(tx, member.id, now);
        await appendPointEntry(tx, account, {
          kind: 'adjust',
          points,
          amount: null,
          remark: 'Welcome points',
          idempotencyKey: 'seed:welcome',
          answer: {},
          at: now,
        });
      }
    }
    return true;
  });
}
