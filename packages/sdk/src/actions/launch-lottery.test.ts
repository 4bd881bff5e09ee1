import { launchGame } from '@lobbykit/api-client/lobby';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $modal } from '../stores/modal';
import { type Harness, setUpRuntime } from '../testing/fake-platform';
import { recordEvents, signIn } from '../testing/lobby-fixtures';
import { setDialogs } from './dialogs';
import { launchLottery } from './launch-lottery';

let harness: Harness;
const launchCalls = () => harness.platform.calls(launchGame);

beforeEach(async () => {
  harness = setUpRuntime();
  recordEvents();
  setDialogs({ alert: async () => undefined, showLoader: () => () => undefined });
  harness.platform.on(launchGame, { url: 'http://api.test/demo-game?token=lotto' });
  await signIn(harness);
});
afterEach(() => {
  setDialogs(null);
  vi.unstubAllGlobals();
});

describe('launchLottery', () => {
  it.each([
    ['lottery', 'VN'],
    ['vn', 'VN'],
    ['sea', 'SEA'],
  ] as const)(
    'R9.33 launches the %s lobby with the lottery type Lott (launchMode LOTT), area %s',
    async (kind, area) => {
      await launchLottery(
        kind,
        { gameCode: 'TCG_LOTTO_VN-MB', gameName: 'Northern', nodeId: 11 },
        'ELOTT',
        'lobby',
      );
      expect(launchCalls()[0]?.body).toMatchObject({
        launchMode: 'LOTT',
        lottoArea: area,
        lottoPrizeMode: 'ELOTT',
        lottoGameCode: 'TCG_LOTTO_VN-MB',
        lottoView: 'lobby',
        device: 'WEB',
      });
      expect($modal.get()).toMatchObject({ name: 'gameFrame', props: { title: 'Northern', nodeId: 11 } });
    },
  );
});
