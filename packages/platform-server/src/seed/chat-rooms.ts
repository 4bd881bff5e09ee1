/** A seeded chat room: named and described in the language it talks in. */
export interface ChatRoomSeed {
  key: string;
  name: string;
  topic: string;
}

/**
 * The demo chat rooms by language (R2.37, R2.103): every merchant gets the English ones and those of
 * each of its other languages (ph: TY, bd: BN).
 */
export const chatRoomSeeds: Record<string, ChatRoomSeed[]> = {
  EN: [
    { key: 'lobby', name: 'Lobby', topic: 'Say hello and talk about anything on the site.' },
    { key: 'slots', name: 'Slots and fishing', topic: 'Favourite slots, fishing games and big wins.' },
    { key: 'sports', name: 'Sports and e-sports', topic: 'Matches, odds and who wins tonight.' },
  ],
  TY: [
    { key: 'lobby-ty', name: 'Kwentuhan', topic: 'Kumustahan at usapan tungkol sa kahit ano sa site.' },
    {
      key: 'slots-ty',
      name: 'Slots at pangingisda',
      topic: 'Paboritong slots, laro ng pangingisda at malalaking panalo.',
    },
  ],
  BN: [
    { key: 'lobby-bn', name: 'আড্ডা', topic: 'সাইটের যেকোনো বিষয়ে কথা বলুন, সবাইকে হ্যালো বলুন।' },
    { key: 'cricket-bn', name: 'ক্রিকেট আলোচনা', topic: 'ম্যাচ, দল আর আজকের খেলা নিয়ে কথা।' },
  ],
};
