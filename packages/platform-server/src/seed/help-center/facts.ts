/** What a merchant's help texts say about it: brand, money, channels, support hours. */
export interface HelpFacts {
  brand: string;
  country: string;
  /** Formats an amount in the merchant's currency, `₱500.00`. */
  money: (amount: number) => string;
  currency: string;
  wallets: readonly string[];
  banks: readonly string[];
  supportMail: string;
  /** The national helpline for problem gambling the responsible gaming page points to. */
  helpline: { name: string; contact: string };
}

const format = (symbol: string) => (amount: number) =>
  `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const helpFacts: Record<string, HelpFacts> = {
  ph: {
    brand: 'LobbyKit Philippines',
    country: 'the Philippines',
    money: format('₱'),
    currency: 'TLB',
    wallets: ['GCash', 'Maya'],
    banks: ['BDO Unibank', 'Bank of the Philippine Islands', 'Metrobank'],
    supportMail: 'support@ph.lobbykit.test',
    helpline: { name: 'the National Center for Mental Health crisis line', contact: '1553' },
  },
  bd: {
    brand: 'LobbyKit Bangladesh',
    country: 'Bangladesh',
    money: format('৳'),
    currency: 'BDT',
    wallets: ['bKash', 'Nagad', 'Rocket'],
    banks: ['Dutch-Bangla Bank', 'BRAC Bank'],
    supportMail: 'support@bd.lobbykit.test',
    helpline: { name: 'the Kaan Pete Roi emotional support line', contact: '09612 119911' },
  },
};

/** Limits of the seeded sandbox channels (seed/cashier.ts) and the cashier defaults, in major units. */
export const LIMITS = {
  walletMin: 100,
  walletMax: 50_000,
  bankMin: 500,
  bankMax: 100_000,
  withdrawMin: 100,
  withdrawMax: 50_000,
};

export interface TopicWords {
  key: string;
  title: string;
  content: string;
}
