/** A platform message as seed data, sent `daysAgo` before the seed runs. */
export interface MessageSeed {
  merchantCode: string;
  username: string;
  title: string;
  content: string;
  daysAgo: number;
  read: boolean;
}

/** A few messages in demo01's messageV2, so the page and its red counter have something to show. */
export const messageSeeds: MessageSeed[] = [
  {
    merchantCode: 'ph',
    username: 'demo01',
    title: 'Welcome to LobbyKit',
    content:
      'Thank you for joining! Your account comes with demo credit, so try any game in the lobby.\nGood luck and play responsibly.',
    daysAgo: 6,
    read: true,
  },
  {
    merchantCode: 'ph',
    username: 'demo01',
    title: 'Your deposit channels are ready',
    content:
      'Bank transfer, GCash and Maya deposits are open around the clock. Open the member center and choose Deposit to top up.',
    daysAgo: 3,
    read: false,
  },
  {
    merchantCode: 'ph',
    username: 'demo01',
    title: 'Climb the VIP ladder',
    content:
      'Every settled bet counts towards your VIP level. Reach Bronze with 1,000.00 of valid turnover and see your progress under VIP Level.',
    daysAgo: 1,
    read: false,
  },
];
