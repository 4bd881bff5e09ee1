import { applyCashierSeedOnce, type ChannelSeed, type ProviderSeed } from '../db/cashier-seed';
import type { Db } from '../db/database';

/** Bump the name when the channels or providers change shape. */
export const CASHIER_SEED = 'cashier-v1';

const SANDBOX_APPROVE_SECONDS = 30;

/**
 * Sandbox deposit channels (amounts in minor units): a bank transfer only an operator approves, and
 * e-wallets that approve themselves after 30 seconds so a demo deposit lands without an operator.
 */
const channels = (
  bank: { name: string; account: string },
  wallets: { code: string; name: string; account: string }[],
  payee: string,
): ChannelSeed[] => [
  {
    code: 'BANK_TRANSFER',
    name: bank.name,
    kind: 'BANK_TRANSFER',
    payeeAccount: bank.account,
    payeeName: payee,
    minAmount: 500_00,
    maxAmount: 100_000_00,
    presetAmounts: [1_000_00, 5_000_00, 10_000_00, 50_000_00],
    autoApproveSeconds: null,
    sortOrder: 3,
  },
  ...wallets.map((wallet, index) => ({
    code: wallet.code,
    name: wallet.name,
    kind: 'E_WALLET' as const,
    payeeAccount: wallet.account,
    payeeName: payee,
    minAmount: 100_00,
    maxAmount: 50_000_00,
    presetAmounts: [100_00, 500_00, 1_000_00, 5_000_00],
    autoApproveSeconds: SANDBOX_APPROVE_SECONDS,
    sortOrder: index + 1,
  })),
];

export const cashierSeeds: Record<string, { channels: ChannelSeed[]; providers: ProviderSeed[] }> = {
  ph: {
    channels: channels(
      { name: 'Bank transfer (Sandbox Bank PH)', account: '0012-3456-7890' },
      [
        { code: 'GCASH_SANDBOX', name: 'GCash-style e-wallet (sandbox)', account: '0917 000 1234' },
        { code: 'MAYA_SANDBOX', name: 'Maya-style e-wallet (sandbox)', account: '0918 000 5678' },
      ],
      'LobbyKit Demo PH',
    ),
    providers: [
      { code: 'GCASH', name: 'GCash', kind: 'E_WALLET', sortOrder: 1 },
      { code: 'MAYA', name: 'Maya', kind: 'E_WALLET', sortOrder: 2 },
      { code: 'BDO', name: 'BDO Unibank', kind: 'BANK', sortOrder: 3 },
      { code: 'BPI', name: 'Bank of the Philippine Islands', kind: 'BANK', sortOrder: 4 },
      { code: 'METROBANK', name: 'Metrobank', kind: 'BANK', sortOrder: 5 },
    ],
  },
  bd: {
    channels: channels(
      { name: 'Bank transfer (Sandbox Bank BD)', account: '1201-0045-6789' },
      [
        { code: 'BKASH_SANDBOX', name: 'bKash-style e-wallet (sandbox)', account: '01700 001234' },
        { code: 'NAGAD_SANDBOX', name: 'Nagad-style e-wallet (sandbox)', account: '01800 005678' },
      ],
      'LobbyKit Demo BD',
    ),
    providers: [
      { code: 'BKASH', name: 'bKash', kind: 'E_WALLET', sortOrder: 1 },
      { code: 'NAGAD', name: 'Nagad', kind: 'E_WALLET', sortOrder: 2 },
      { code: 'ROCKET', name: 'Rocket', kind: 'E_WALLET', sortOrder: 3 },
      { code: 'DBBL', name: 'Dutch-Bangla Bank', kind: 'BANK', sortOrder: 4 },
      { code: 'BRAC', name: 'BRAC Bank', kind: 'BANK', sortOrder: 5 },
    ],
  },
};

export const seedCashier = (db: Db): Promise<boolean> => applyCashierSeedOnce(db, CASHIER_SEED, cashierSeeds);
