import { getClient } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { platform } from '../testing/fake-api';
import { signIn } from '../testing/sdk-state';
import { LotteryLobby } from './lottery-lobby';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 30_000).toISOString();
const balls = () => document.querySelector('.lk-lotto__balls')?.textContent;

const vnGame = (gameCode: string, gameName: string) => ({
  nodeId: 11,
  gameCode,
  gameName,
  prizeMode: 'LOTT',
  intervalMinutes: 5,
  currentIssueNo: '20260115-097',
  nextDrawTime: inMinutes(30),
});

const draw = (gameCode: string, numbers: string) => ({
  gameCode,
  issueNo: '20260115-096',
  drawTime: '2026-01-15T08:00:00.000Z',
  numbers,
});

beforeEach(() => getClient().clearCache());

describe('lottery lobby loading (loadable stores)', () => {
  it('R7.43 drops the draws of a lottery left before they came: the chosen one shows its own', async () => {
    signIn();
    platform.on(endpoints.vnLotteryMenu, [
      {
        menuCode: 'LOTT',
        menuName: 'Traditional lottery',
        games: [vnGame('TCG_LOTTO_VN-MB', 'Northern lottery'), vnGame('TCG_LOTTO_VN-ELOTT', 'Fast 5')],
      },
    ]);
    let answerNorthern: () => void = () => {};
    const northern = new Promise<void>((resolve) => {
      answerNorthern = resolve;
    });
    platform.on(endpoints.vnLotteryRecent, async ({ gameCode }) => {
      if (gameCode === 'TCG_LOTTO_VN-MB') await northern;
      return { gameCode, list: [draw(gameCode, gameCode === 'TCG_LOTTO_VN-MB' ? '11111' : '22222')] };
    });
    platform.on(endpoints.vnOpenedNumbers, ({ gameCode }) => ({
      ...draw(gameCode, '00000'),
      prizes: [{ prize: 'Special', numbers: [gameCode] }],
    }));

    render(<LotteryLobby kind="vn" />);
    expect(await screen.findByRole('heading', { name: 'Northern lottery' })).toBeTruthy();
    await waitFor(() => expect(platform.calls(endpoints.vnLotteryRecent)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Fast 5' }));
    await waitFor(() => expect(balls()).toBe('22222'));
    answerNorthern();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(balls()).toBe('22222');
    expect(screen.getByRole('heading', { name: 'Fast 5' })).toBeTruthy();
  });

  it('R7.44 after a draw the lobby asks again, and the results follow the new answer', async () => {
    signIn();
    let numbers = '12345';
    let nextDrawTime = new Date(Date.now() - 1000).toISOString();
    platform.on(endpoints.lottoOpenedNumbers, () => ({
      list: [{ ...draw('TCG_SEA-4D', numbers), gameName: 'SEA 4D', nextDrawTime }],
    }));
    render(<LotteryLobby kind="sea" />);
    await waitFor(() => expect(balls()).toBe('12345'));
    expect(screen.getByText('Drawing now…', { exact: false })).toBeTruthy();
    // The server opens the draw; the countdown asks again 3 s after it reached zero.
    numbers = '67890';
    nextDrawTime = inMinutes(10);
    await waitFor(() => expect(balls()).toBe('67890'), { timeout: 5000 });
    expect(platform.calls(endpoints.lottoOpenedNumbers)).toHaveLength(2);
    expect(screen.getByRole('timer', { name: 'Betting closes in' })).toBeTruthy();
  }, 10_000);
});
