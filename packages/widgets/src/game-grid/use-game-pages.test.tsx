import { getClient } from '@lobbykit/sdk';
import { endpoints } from '@lobbykit/sdk/testing';
import { render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { platform } from '../testing/fake-api';
import { gameFixture } from '../testing/game-fixtures';
import { useSubTypes } from './sub-type-chips';
import { useGamePages } from './use-game-pages';

/** What the hook shows, in one line: status, whether the last games stay for a new filter, the games. */
function Probe({ name }: { name: string }) {
  const pages = useGamePages({ gameType: 'RNG', gameName: name });
  const games = pages.games.map((game) => game.displayName).join(',');
  return <p data-testid="pages">{`${pages.status}${pages.refreshing ? ' refreshing' : ''}: ${games}`}</p>;
}

const shown = () => screen.getByTestId('pages').textContent;

beforeEach(() => getClient().clearCache());

describe('useGamePages (pagedLoadable)', () => {
  it('R7.31 keeps the last games while a new search loads, and drops a late answer to an older search', async () => {
    let answerDragon: () => void = () => {};
    const dragon = new Promise<void>((resolve) => {
      answerDragon = resolve;
    });
    platform.on(endpoints.gameList, async (input) => {
      const name = input.gameName ?? 'All';
      if (name === 'dragon') await dragon;
      return {
        games: [gameFixture({ nodeId: 1, displayName: name })],
        totalCount: 1,
        pageNo: input.pageNo,
        pageSize: input.pageSize,
        totalPages: 1,
      };
    });
    const { rerender } = render(<Probe name="" />);
    await waitFor(() => expect(shown()).toBe('ready: All'));
    rerender(<Probe name="dragon" />);
    await waitFor(() => expect(shown()).toBe('ready refreshing: All'));
    rerender(<Probe name="tiger" />);
    await waitFor(() => expect(shown()).toBe('ready: tiger'));
    answerDragon();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shown()).toBe('ready: tiger');
    expect(platform.calls(endpoints.gameList).map((call) => call.input.gameName)).toEqual([
      undefined,
      'dragon',
      'tiger',
    ]);
  });
});

function SubTypesProbe({ vendor }: { vendor: string }) {
  return <p data-testid="sub-types">{useSubTypes(vendor, 'RNG').join(',')}</p>;
}

describe('useSubTypes (loadable)', () => {
  it("R2.98 drops the sub-types of a vendor no longer chosen: the chosen vendor's stay", async () => {
    let answerPg: () => void = () => {};
    const pg = new Promise<void>((resolve) => {
      answerPg = resolve;
    });
    platform.on(endpoints.vassGameType, async ({ vassalage }) => {
      if (vassalage === 'PG') await pg;
      const gameClassify = vassalage === 'PG' ? ('JP' as const) : ('SC' as const);
      return {
        vassalage,
        name: vassalage,
        logoUrl: '',
        gameTypes: [{ gameType: 'RNG' as const, gameCount: 3, subTypes: [{ gameClassify, gameCount: 3 }] }],
      };
    });
    const { rerender } = render(<SubTypesProbe vendor="PG" />);
    await waitFor(() => expect(platform.calls(endpoints.vassGameType)).toHaveLength(1));
    rerender(<SubTypesProbe vendor="CQ9" />);
    await waitFor(() => expect(screen.getByTestId('sub-types').textContent).toBe('SC'));
    answerPg();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('sub-types').textContent).toBe('SC');
    rerender(<SubTypesProbe vendor="" />);
    await waitFor(() => expect(screen.getByTestId('sub-types').textContent).toBe(''));
    expect(platform.calls(endpoints.vassGameType)).toHaveLength(2);
  });
});
