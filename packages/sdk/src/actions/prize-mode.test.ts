import { gameVendor } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $prizeMode, type VendorLanes } from '../stores/lobby';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { gameFixture, recordEvents, vendorFixture } from '../testing/lobby-fixtures';
import { loadPrizeMode, prizeModeFor } from './prize-mode';

const card = (vassalage: string, gameType: 'ELOTT' | 'LOTT') =>
  vendorFixture(
    vassalage,
    gameType,
    gameFixture({ vassalage, gameType, gameCode: `${vassalage}-${gameType}` }),
  );

describe('prizeModeFor', () => {
  it.each(['TCG_LOTTO_VN', 'LOTT'])('R4.65 is ELOTT when the ELOTT lane has a %s card', (vendor) => {
    const lanes: VendorLanes = [
      { title: 'LOTT', cards: [card('TCG_SEA', 'LOTT')] },
      { title: 'ELOTT', cards: [card(vendor, 'ELOTT')] },
    ];
    expect(prizeModeFor(lanes)).toBe('ELOTT');
  });

  it('R4.66 is LOTT when the only ELOTT card is another vendor', () => {
    expect(prizeModeFor([{ title: 'ELOTT', cards: [card('ELOTT', 'ELOTT')] }])).toBe('LOTT');
  });

  it('R4.66 is LOTT when TCG_LOTTO_VN only has a LOTT card', () => {
    expect(
      prizeModeFor([{ title: 'LOTT', cards: [card('TCG_LOTTO_VN', 'LOTT'), card('LOTT', 'LOTT')] }]),
    ).toBe('LOTT');
  });

  it('R4.66 is LOTT without any lanes', () => {
    expect(prizeModeFor([])).toBe('LOTT');
  });
});

describe('loadPrizeMode', () => {
  let harness: Harness;
  beforeEach(() => {
    harness = setUpRuntime();
    recordEvents();
    harness.platform.on(gameVendor, {
      data: { lanes: [{ title: 'ELOTT', cards: [card('TCG_LOTTO_VN', 'ELOTT')] }] },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('R7.34 R9.26 reads the vendor lanes for the merchant once a session and stores the mode', async () => {
    expect(await loadPrizeMode()).toBe('ELOTT');
    expect(await loadPrizeMode()).toBe('ELOTT');
    expect($prizeMode.get()).toBe('ELOTT');
    const calls = harness.platform.calls(gameVendor);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('merchantCode')).toBe('ph');
  });
});
