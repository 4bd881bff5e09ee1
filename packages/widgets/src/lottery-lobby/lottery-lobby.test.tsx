import { $modal, getClient } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodies, platform, queries } from '../testing/fake-api';
import { signIn } from '../testing/sdk-state';
import { LotteryLobby } from './lottery-lobby';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 30_000).toISOString();

function vnRoutes() {
  platform.on(endpoints.vnLotteryMenu, [
    {
      menuCode: 'LOTT',
      menuName: 'Traditional lottery',
      games: [
        {
          nodeId: 11,
          gameCode: 'TCG_LOTTO_VN-MB',
          gameName: 'Northern lottery',
          prizeMode: 'LOTT',
          intervalMinutes: 1440,
          currentIssueNo: '20260115-001',
          nextDrawTime: inMinutes(90),
        },
      ],
    },
    {
      menuCode: 'ELOTT',
      menuName: 'Fast lottery',
      games: [
        {
          nodeId: 12,
          gameCode: 'TCG_LOTTO_VN-ELOTT',
          gameName: 'Fast 5',
          prizeMode: 'ELOTT',
          intervalMinutes: 5,
          currentIssueNo: '20260115-097',
          nextDrawTime: inMinutes(3),
        },
      ],
    },
  ]);
  platform.on(endpoints.vnLotteryRecent, (query) => ({
    gameCode: query.gameCode,
    list: [
      {
        gameCode: query.gameCode,
        issueNo: '20260115-096',
        drawTime: '2026-01-15T08:00:00.000Z',
        numbers: '04719',
      },
      {
        gameCode: query.gameCode,
        issueNo: '20260115-095',
        drawTime: '2026-01-15T07:55:00.000Z',
        numbers: '55120',
      },
    ],
  }));
  platform.on(endpoints.vnOpenedNumbers, (query) => ({
    gameCode: query.gameCode,
    issueNo: '20260115-096',
    drawTime: '2026-01-15T08:00:00.000Z',
    numbers: '04719',
    prizes: [
      { prize: 'Special', numbers: ['04719'] },
      { prize: 'First', numbers: ['88231'] },
    ],
  }));
}

beforeEach(() => getClient().clearCache());

describe('lottery lobby', () => {
  it('R2.15 R8.29 asks a guest to log in and loads nothing', () => {
    render(<LotteryLobby kind="vn" />);
    expect(screen.getByText('Log in to play the lottery and see the draws.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect($modal.get()?.name).toBe('login');
    expect(platform.requests.length).toBe(0);
  });

  it('R2.14 R7.43 R7.44 shows the VN menus, the gameCode lottery with its countdown, latest numbers and prize table', async () => {
    signIn();
    vnRoutes();
    render(<LotteryLobby kind="vn" gameCode="tcg_lotto_vn-elott" />);
    expect(await screen.findByRole('heading', { name: 'Fast 5' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Traditional lottery' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fast 5' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByText(/Draw 20260115-097/)).toBeTruthy();
    const timer = screen.getByRole('timer', { name: 'Betting closes in' });
    expect(timer.textContent).toMatch(/03minutes\d\dseconds/);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Prize table' })).toBeTruthy());
    expect(document.querySelector('.lk-lotto__balls')?.textContent).toBe('04719');
    expect(screen.getByText('55120')).toBeTruthy();
    expect(queries(endpoints.vnLotteryRecent)[0]?.gameCode).toBe('TCG_LOTTO_VN-ELOTT');
    fireEvent.click(screen.getByRole('button', { name: 'Northern lottery' }));
    expect(await screen.findByRole('heading', { name: 'Northern lottery' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^01hours30minutes/);
  });

  it('R7.45 Bet now opens the lottery lobby launch (launchMode LOTT and the lotto parameters) in the game frame', async () => {
    signIn();
    vnRoutes();
    platform.on(endpoints.launchGame, { url: 'http://games.test/demo-game?token=lotto' });
    render(<LotteryLobby kind="vn" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Bet now' }));
    await waitFor(() => expect($modal.get()?.name).toBe('gameFrame'));
    expect(bodies(endpoints.launchGame)[0]).toMatchObject({
      gameCode: 'TCG_LOTTO_VN-MB',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'TCG_LOTTO_VN-MB',
      lottoView: 'betting',
      device: 'WEB',
      language: 'EN',
    });
    expect($modal.get()?.props).toMatchObject({
      url: 'http://games.test/demo-game?token=lotto',
      title: 'Northern lottery',
    });
  });

  it('R7.44 the SEA lobby lists the SEA lotteries from the opened numbers', async () => {
    signIn();
    platform.on(endpoints.lottoOpenedNumbers, {
      list: [
        {
          gameCode: 'TCG_SEA-4D',
          gameName: 'SEA 4D',
          issueNo: '20260115-010',
          drawTime: '2026-01-15T08:00:00.000Z',
          numbers: '12345',
          nextDrawTime: inMinutes(10),
        },
      ],
    });
    render(<LotteryLobby kind="sea" gameCode="TCG_SEA-4D" />);
    expect(await screen.findByRole('heading', { name: 'SEA 4D' })).toBeTruthy();
    expect(queries(endpoints.lottoOpenedNumbers)[0]?.prizeMode).toBe('SEA');
    await waitFor(() => expect(document.querySelector('.lk-lotto__balls')?.textContent).toBe('12345'));
  });

  it('says when no lottery is open, and when the lobby could not be loaded (with retry)', async () => {
    signIn();
    platform.fail(endpoints.vnLotteryMenu, 'unknown_error', { status: 500, message: 'x' });
    render(<LotteryLobby kind="vn" />);
    expect((await screen.findByRole('alert')).textContent).toContain('The lottery could not be loaded.');
    platform.on(endpoints.vnLotteryMenu, []);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No lottery is open right now. Please come back later.')).toBeTruthy();
  });
});
