import type { GameType, PrizeMode } from '../db/schema/index';

/** A vendor of one category as seed data. */
export interface VendorSeed {
  code: string;
  category: GameType;
  name: string;
  /** Null: every merchant offers it. */
  merchantCodes?: string[];
}

/** A single entry that launches a vendor's own lobby (sports books, lotteries, the cockpit). */
export interface LobbyEntrySeed {
  vendorCode: string;
  gameType: GameType;
  gameCode: string;
  name: string;
  names?: Record<string, string>;
  prizeMode?: PrizeMode;
}

const NAMES: Record<string, string> = {
  AE: 'AE Gaming',
  AG: 'Asia Gaming',
  AV: 'AV Esports',
  BBIN: 'BBIN',
  BG: 'Big Gaming',
  BGS: 'BGS Bingo',
  CQ9: 'CQ9 Gaming',
  DG: 'Dream Gaming',
  EA: 'EA Live',
  ELOTT: 'E-Lottery',
  FB: 'FB Sports',
  GG: 'GG Gaming',
  IBC: 'IBC Sports',
  IMES: 'IM Esports',
  ISB: 'iSoftBet',
  JL: 'JL Bingo',
  KX: 'KX Cards',
  KY: 'KY Poker',
  LOTT: 'LobbyKit Lotto',
  LOTUS: 'Lotus Live',
  MG: 'Microgaming',
  MGS: 'MG Slots',
  OG: 'Oriental Game',
  PNG: "Play'n GO",
  PT: 'Playtech',
  RTG: 'Realtime Gaming',
  SBT: 'SBTech',
  SV3: 'SV388 Cockfight',
  TCG_LOTTO_VN: 'TCG Lotto VN',
  TCG_SEA: 'TCG SEA Lottery',
  TGP: 'TG Premium',
  TH: 'TH Arcade',
  TTG: 'Top Trend Gaming',
  UG: 'UG Sports',
  WD: 'WD Slots',
  WS: 'WS Cards',
  XY: 'XY Games',
};

/** The vendor codes of spec section 3 per category (R3.38-R3.45), with bingo and lottery added. */
export const CATEGORY_VENDORS: Record<GameType, string[]> = {
  ELOTT: ['ELOTT', 'TCG_LOTTO_VN'],
  LOTT: ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT'],
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  BINGO: ['JL', 'BGS'],
  SPORTS: ['IBC', 'SBT', 'UG', 'FB'],
  ESPORTS: ['IMES', 'AV'],
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  COCKFIGHT: ['SV3'],
};

/** Sabong is a Philippine game: only the Philippines merchant offers the cockpit. */
const MERCHANTS: Record<string, string[]> = { SV3: ['ph'] };

export const vendorSeeds: VendorSeed[] = Object.entries(CATEGORY_VENDORS).flatMap(([category, codes]) =>
  codes.map((code) => ({
    code,
    category: category as GameType,
    name: NAMES[code] ?? code,
    ...(MERCHANTS[code] ? { merchantCodes: MERCHANTS[code] } : {}),
  })),
);

/** The vendor logos the footer shows besides the catalogue's vendors (R3.46). */
export const FOOTER_VENDOR_ICONS = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'] as const;

export function vendorName(code: string): string {
  return NAMES[code] ?? code;
}

/** Vendors whose whole category is one lobby launch, and the lottery entries with their prize modes. */
export const lobbyEntries: LobbyEntrySeed[] = [
  {
    vendorCode: 'ELOTT',
    gameType: 'ELOTT',
    gameCode: 'ELOTT-KENO',
    name: 'E-Lottery Keno',
    prizeMode: 'ELOTT',
  },
  {
    vendorCode: 'TCG_LOTTO_VN',
    gameType: 'ELOTT',
    gameCode: 'TCG_LOTTO_VN-ELOTT',
    name: 'VN Fast Lottery',
    prizeMode: 'ELOTT',
  },
  {
    vendorCode: 'TCG_LOTTO_VN',
    gameType: 'LOTT',
    gameCode: 'TCG_LOTTO_VN-MB',
    name: 'Northern VN Lottery',
    names: { TY: 'Loterya ng Hilagang VN', BN: 'উত্তর ভিয়েতনাম লটারি' },
    prizeMode: 'LOTT',
  },
  {
    vendorCode: 'TCG_SEA',
    gameType: 'LOTT',
    gameCode: 'TCG_SEA-4D',
    name: 'SEA 4D Lottery',
    names: { TY: 'SEA 4D Loterya', BN: 'এসইএ ৪ডি লটারি' },
    prizeMode: 'SEA',
  },
  {
    vendorCode: 'LOTT',
    gameType: 'LOTT',
    gameCode: 'LOTT-DAILY',
    name: 'Daily Lotto',
    names: { TY: 'Araw-araw na Lotto', BN: 'দৈনিক লটো' },
    prizeMode: 'LOTT',
  },
  { vendorCode: 'LOTT', gameType: 'LOTT', gameCode: 'LOTT-ZY', name: 'ZY Lucky Draw', prizeMode: 'ZY' },
  {
    vendorCode: 'IBC',
    gameType: 'SPORTS',
    gameCode: 'IBC-SPORTSBOOK',
    name: 'IBC Sportsbook',
    names: { TY: 'IBC Palakasan', BN: 'আইবিসি স্পোর্টস' },
  },
  { vendorCode: 'SBT', gameType: 'SPORTS', gameCode: 'SBT-SPORTSBOOK', name: 'SBTech Sportsbook' },
  { vendorCode: 'UG', gameType: 'SPORTS', gameCode: 'UG-SPORTSBOOK', name: 'UG Sportsbook' },
  // FB Sports: its book launches through the FB relay path, R7.41 (the sdk's launch-endpoint.ts).
  {
    vendorCode: 'FB',
    gameType: 'SPORTS',
    gameCode: 'FB-SPORTSBOOK',
    name: 'FB Sportsbook',
    names: { TY: 'FB Palakasan', BN: 'এফবি স্পোর্টস' },
  },
  { vendorCode: 'IMES', gameType: 'ESPORTS', gameCode: 'IMES-ARENA', name: 'IM Esports Arena' },
  { vendorCode: 'AV', gameType: 'ESPORTS', gameCode: 'AV-ARENA', name: 'AV Esports Arena' },
  {
    vendorCode: 'SV3',
    gameType: 'COCKFIGHT',
    gameCode: 'SV3-COCKPIT',
    name: 'SV388 Live Cockpit',
    names: { TY: 'SV388 Sabong', BN: 'এসভি৩৮৮ মোরগ লড়াই' },
  },
];
