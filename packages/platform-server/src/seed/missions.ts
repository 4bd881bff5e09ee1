import type { NewMission, NewSignInTask } from '../db/missions';

type Words = NewMission['words'];

export type MissionSeed = Omit<NewMission, 'merchantId' | 'startsAt' | 'createdAt'>;

/**
 * Two missions per merchant in EN and its second language (TY for ph, BN for bd), amounts in minor
 * units: securing the account with an email, which demo01 (seeded with one) can collect on a fresh
 * start, and a daily valid bet target that fills as the member plays.
 */
export function missionSeeds(merchantCode: string): MissionSeed[] {
  const ph = merchantCode === 'ph';
  const sym = ph ? '₱' : '৳';
  const local = ph ? 'TY' : 'BN';
  const words = (en: Words[string], other: Words[string]): Words => ({ EN: en, [local]: other });
  return [
    {
      code: 'secure-account',
      kind: 'bindEmail',
      period: 'once',
      target: 1,
      rewardAmount: 1_000,
      points: 20,
      sortOrder: 1,
      words: words(
        { title: 'Secure your account', description: 'Bind an email address in the security center.' },
        ph
          ? {
              title: 'I-secure ang iyong account',
              description: 'Mag-bind ng email address sa security center.',
            }
          : {
              title: 'আপনার অ্যাকাউন্ট সুরক্ষিত করুন',
              description: 'নিরাপত্তা কেন্দ্রে একটি ইমেল ঠিকানা যুক্ত করুন।',
            },
      ),
    },
    {
      code: 'daily-player',
      kind: 'validBet',
      period: 'daily',
      target: 50_000,
      rewardAmount: 500,
      points: 10,
      sortOrder: 2,
      words: words(
        { title: 'Daily player', description: `Place valid bets of ${sym}500 today.` },
        ph
          ? { title: 'Araw-araw na manlalaro', description: `Tumaya ng ${sym}500 na valid bet ngayong araw.` }
          : { title: 'দৈনিক খেলোয়াড়', description: `আজ ${sym}500 বৈধ বাজি ধরুন।` },
      ),
    },
  ];
}

/** The daily sign-in task: seven days of rising rewards, then the cycle starts again. */
export function signInTaskSeed(merchantCode: string): Omit<NewSignInTask, 'merchantId' | 'createdAt'> {
  const ph = merchantCode === 'ph';
  return {
    rewards: [100, 200, 300, 400, 500, 600, 1_000],
    words: {
      EN: {
        title: 'Daily sign-in',
        description: 'Sign in every day: the longer your streak, the bigger the reward.',
      },
      ...(ph
        ? {
            TY: {
              title: 'Araw-araw na pag-sign in',
              description: 'Mag-sign in araw-araw: mas mahaba ang sunod-sunod, mas malaki ang gantimpala.',
            },
          }
        : {
            BN: {
              title: 'দৈনিক সাইন-ইন',
              description: 'প্রতিদিন সাইন ইন করুন: টানা যত বেশি দিন, পুরস্কার তত বড়।',
            },
          }),
    },
  };
}
