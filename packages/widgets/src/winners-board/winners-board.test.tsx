import { startGame } from '@lobbykit/sdk/lobby';
import { endpoints, type FakeAnswer, failure } from '@lobbykit/sdk/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../testing/fake-api';
import { WinnersBoard } from './winners-board';

vi.mock('@lobbykit/sdk/lobby', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lobbykit/sdk/lobby')>()),
  startGame: vi.fn(async () => ({ outcome: 'login' as const })),
}));

function win(index: number, overrides: Record<string, unknown> = {}) {
  return {
    vo: {
      customerName: `pl***0${index}`,
      winAmount: 125000.5 - index * 1000,
      currency: 'TLB',
      currencySymbol: '₱',
      gameName: `Golden Dragon ${index}`,
      nodeId: 1000 + index,
      gameCode: `RNG_${index}`,
      vassalage: 'PG',
      gameType: 'RNG',
      winTime: `2026-03-01T10:0${index}:00.000Z`,
      ...overrides,
    },
  };
}

const winners = (count: number) => Array.from({ length: count }, (_, index) => win(index + 1));

beforeEach(() => vi.mocked(startGame).mockClear());

describe('winners board', () => {
  it('R7.47 R9.03 asks for every category, limit 20, and shows a skeleton meanwhile', async () => {
    let answer: (value: FakeAnswer<typeof endpoints.rankList>) => void = () => {};
    const answered = new Promise<FakeAnswer<typeof endpoints.rankList>>((resolve) => (answer = resolve));
    platform.on(endpoints.rankList, () => answered);
    render(<WinnersBoard />);
    expect(screen.getByRole('status').textContent).toBe('Loading the winners…');
    expect(screen.getByRole('region', { name: 'Big winners' }).getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(platform.requests).toHaveLength(1));
    answer({ list: winners(6) });
    await screen.findByRole('list', { name: 'Top winners' });
  });

  it('R2.79 R2.80 puts the top 3 in one column and places 4 to 6 in another', async () => {
    platform.on(endpoints.rankList, { list: winners(20) });
    render(<WinnersBoard />);
    const podium = await screen.findByRole('list', { name: 'Top winners' });
    const rest = screen.getByRole('list', { name: 'Also winning' });
    expect(within(podium).getAllByRole('listitem')).toHaveLength(3);
    expect(within(rest).getAllByRole('listitem')).toHaveLength(3);
    expect(rest.getAttribute('start')).toBe('4');
    // Medals carry their place in words, not only in colour.
    expect(within(podium).getByTitle('1st place')).toBeTruthy();
    expect(within(podium).getByTitle('3rd place')).toBeTruthy();
    expect(within(rest).getAllByRole('listitem')[0]!.textContent).toContain('pl***04');
  });

  it('R2.81 R3.20 shows the masked name and the win with the currency symbol, a missing win as 0', async () => {
    platform.on(endpoints.rankList, {
      list: [win(1), win(2, { winAmount: undefined, currency: 'BDT', currencySymbol: '৳' })],
    });
    render(<WinnersBoard />);
    const [first, second] = await screen.findAllByRole('listitem');
    expect(first!.textContent).toContain('pl***01');
    expect(first!.textContent).toContain('₱124,000.50');
    expect(second!.textContent).toContain('৳0.00');
    expect(screen.queryByRole('list', { name: 'Also winning' })).toBeNull();
  });

  it('R2.82 clicking an entry starts that game through the sdk', async () => {
    platform.on(endpoints.rankList, { list: winners(6) });
    render(<WinnersBoard />);
    fireEvent.click(await screen.findByRole('button', { name: /^Play Golden Dragon 5:/ }));
    expect(startGame).toHaveBeenCalledTimes(1);
    expect(vi.mocked(startGame).mock.calls[0]![0]).toMatchObject({
      nodeId: 1005,
      gameCode: 'RNG_5',
      vassalage: 'PG',
      gameType: 'RNG',
      isGame: 'GAME',
    });
  });

  it('shows an empty board with a way to the hot games', async () => {
    platform.on(endpoints.rankList, { list: [] });
    const paths: string[] = [];
    const onNavigate = (event: Event) => {
      event.preventDefault();
      paths.push((event as CustomEvent<{ path: string }>).detail.path);
    };
    window.addEventListener('lobbykit:navigate', onNavigate);
    render(<WinnersBoard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hot games' }));
    window.removeEventListener('lobbykit:navigate', onNavigate);
    expect(screen.getByText(/No big wins yet/)).toBeTruthy();
    expect(paths).toEqual(['/hot']);
  });

  it('shows the error in words with a retry that loads again', async () => {
    let fail = true;
    platform.on(endpoints.rankList, () =>
      fail ? failure('maintenance', { status: 503, message: 'down' }) : { list: winners(3) },
    );
    render(<WinnersBoard />);
    expect((await screen.findByRole('alert')).textContent).toContain('under maintenance');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Top winners' })).toBeTruthy();
  });
});
