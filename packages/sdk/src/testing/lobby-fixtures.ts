import { memberInfo } from '@lobbykit/api-client';
import { vi } from 'vitest';
import { login } from '../actions/login';
import type { GameItem, GameMenus, GameTypeCode, VendorCard } from '../stores/lobby';
import { $modal } from '../stores/modal';
import { type Harness, member } from './fake-platform';

/** A game card as the catalogue answers it; the lobby actions' tests vary one field at a time. */
export function gameFixture(overrides: Partial<GameItem> = {}): GameItem {
  const nodeId = overrides.nodeId ?? 101;
  return {
    nodeId,
    vassalage: 'CQ9',
    gameType: 'RNG',
    displayName: `Lucky Dragon ${nodeId}`,
    gameName: `Lucky Dragon ${nodeId}`,
    nodeName: `Lucky Dragon ${nodeId}`,
    showIcon: `http://api.test/static/games/${nodeId}.svg`,
    iconUrl: `http://api.test/static/games/${nodeId}.svg`,
    lagerIcon: `http://api.test/static/games/${nodeId}-tile.svg`,
    gameCode: `CQ9-${nodeId}`,
    isGame: 'GAME',
    subType: null,
    gameClassify: null,
    prizeMode: null,
    enabled: true,
    ...overrides,
  };
}

export function vendorFixture(
  vassalage: string,
  gameType: GameTypeCode,
  entry: GameItem | null = null,
): VendorCard {
  return {
    vassalage,
    name: `${vassalage} Gaming`,
    gameType,
    logoUrl: `http://api.test/static/vendors/${vassalage}.svg`,
    gameCount: entry ? 1 : 40,
    entry,
  };
}

/** The seeded merchant's menus in the server's order, lottery entries included. */
export function menusFixture(): GameMenus {
  const lobby = (vassalage: string, gameType: GameTypeCode, gameCode: string, nodeId: number) =>
    vendorFixture(vassalage, gameType, gameFixture({ nodeId, vassalage, gameType, gameCode }));
  const popup = (vassalage: string, gameType: GameTypeCode, nodeId: number) =>
    vendorFixture(
      vassalage,
      gameType,
      gameFixture({ nodeId, vassalage, gameType, gameCode: `${vassalage}-${gameType}`, isGame: 'VASSALAGE' }),
    );
  return [
    { gameCategory: 'ELOTT', vendors: [lobby('ELOTT', 'ELOTT', 'ELOTT-KENO', 1)] },
    {
      gameCategory: 'LOTT',
      vendors: [
        lobby('TCG_LOTTO_VN', 'LOTT', 'TCG_LOTTO_VN-MB', 2),
        lobby('TCG_SEA', 'LOTT', 'TCG_SEA-4D', 3),
        lobby('LOTT', 'LOTT', 'LOTT-DAILY', 4),
      ],
    },
    { gameCategory: 'LIVE', vendors: ['AG', 'BBIN', 'DG'].map((code, i) => popup(code, 'LIVE', 10 + i)) },
    { gameCategory: 'BINGO', vendors: [vendorFixture('JL', 'BINGO'), vendorFixture('BGS', 'BINGO')] },
    { gameCategory: 'SPORTS', vendors: [lobby('IBC', 'SPORTS', 'IBC-SPORTSBOOK', 20)] },
    { gameCategory: 'ESPORTS', vendors: [lobby('IMES', 'ESPORTS', 'IMES-ARENA', 21)] },
    { gameCategory: 'FISH', vendors: [popup('CQ9', 'FISH', 30), popup('GG', 'FISH', 31)] },
    {
      gameCategory: 'RNG',
      vendors: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'].map((code) =>
        vendorFixture(code, 'RNG'),
      ),
    },
    { gameCategory: 'PVP', vendors: [popup('KX', 'PVP', 40), popup('KY', 'PVP', 41)] },
    { gameCategory: 'COCKFIGHT', vendors: [lobby('SV3', 'COCKFIGHT', 'SV3-COCKPIT', 50)] },
  ];
}

/** Signs a member of the given type in through the real login action and forgets what it opened. */
export async function signIn(harness: Harness, type = 0): Promise<void> {
  harness.platform.on(memberInfo, { ...member, type });
  await login({ username: 'demo01', password: 'Demo1234', terms: true });
  $modal.set(null);
}

/**
 * A window that records `lobbykit:*` events (navigate's path, every type in order) and a location
 * whose `assign` does nothing, so actions can navigate under node.
 */
export function recordEvents(): { types: string[]; paths: string[]; details: Map<string, unknown> } {
  const recorded = { types: [] as string[], paths: [] as string[], details: new Map<string, unknown>() };
  const win = new EventTarget();
  const dispatch = win.dispatchEvent.bind(win);
  win.dispatchEvent = (event: Event) => {
    const type = event.type.replace(/^lobbykit:/, '');
    const detail = (event as CustomEvent).detail;
    recorded.types.push(type);
    recorded.details.set(type, detail);
    if (type === 'navigate') recorded.paths.push((detail as { path: string }).path);
    return dispatch(event);
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('location', { assign: vi.fn() });
  return recorded;
}
