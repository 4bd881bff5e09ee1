import type { AffiliateCodeSeed } from '../db/seed-writer';
import { merchantSeeds } from './merchants';

/** A demo account before its password is hashed. */
export interface DemoAccount {
  merchantCode: string;
  username: string;
  password: string;
  /** 0 player, 1 agent (R3.47). */
  type: number;
  uplineUsername?: string;
  nickname: string;
  customerId: string;
  mobileNum?: string;
  email?: string;
  /**
   * Made by an agent (Decisions, First login): it carries the merchant's default password and
   * firstTimeLogin, so its first login forces a password change (R4.23, R9.10).
   */
  agentMade?: boolean;
}

const defaultPasswordOf = (code: string): string => {
  const seed = merchantSeeds.find((entry) => entry.merchant.code === code);
  if (!seed) throw new Error(`No merchant seed ${code}`);
  return seed.merchant.defaultPassword;
};

/** The README's demo accounts; uplines come before their downlines. */
export const demoAccounts: DemoAccount[] = [
  {
    merchantCode: 'ph',
    username: 'agent01',
    password: 'Agent1234',
    type: 1,
    nickname: 'Agent One',
    customerId: 'PH1000001',
    email: 'agent01@ph.lobbykit.example',
  },
  {
    merchantCode: 'ph',
    username: 'demo01',
    password: 'Demo1234',
    type: 0,
    uplineUsername: 'agent01',
    nickname: 'Demo Player',
    customerId: 'PH1000002',
    mobileNum: '09171234567',
    email: 'demo01@ph.lobbykit.example',
  },
  {
    merchantCode: 'ph',
    username: 'newbie01',
    password: defaultPasswordOf('ph'),
    type: 0,
    uplineUsername: 'agent01',
    nickname: 'New Player',
    customerId: 'PH1000003',
    mobileNum: '09171112222',
    email: 'newbie01@ph.lobbykit.example',
    agentMade: true,
  },
  {
    merchantCode: 'bd',
    username: 'bdplayer01',
    password: 'Demo1234',
    type: 0,
    nickname: 'BD Player',
    customerId: 'BD1000001',
    mobileNum: '01712345678',
  },
];

/** The README's affiliate code: registering with it puts the player in agent01's downline. */
export const demoAffiliateCodes: AffiliateCodeSeed[] = [
  { merchantCode: 'ph', username: 'agent01', code: 'AGENT01' },
];

/** Added to databases seeded before newbie01 existed, under their own marker. */
export const agentMadeAccounts = demoAccounts.filter((account) => account.agentMade);
