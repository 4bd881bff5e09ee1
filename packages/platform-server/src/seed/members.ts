import type { AffiliateCodeSeed } from '../db/seed-writer';

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
}

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
