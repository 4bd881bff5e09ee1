import { $announcements } from '@lobbykit/sdk/lobby';
import { endpoints } from '@lobbykit/sdk/testing';
import { render, screen } from '@testing-library/preact';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Marquee } from './marquee/marquee';
import { platform } from './testing/fake-api';
import { member, signIn } from './testing/sdk-state';
import { preloadSignedInHeader, WalletHeader } from './wallet-header/wallet-header';
import { WinnersBoard } from './winners-board/winners-board';

// The signed-in parts are a chunk of their own: in before the first signed-in render.
beforeAll(() => preloadSignedInHeader());

vi.mock('@lobbykit/sdk/lobby', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@lobbykit/sdk/lobby')>()),
  loadAnnouncements: vi.fn(async () => true),
}));

/** Markup a player or an operator could type: rendered as HTML, it would leave elements behind. */
const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

/** Nothing of the payload became an element: no image, no script, no handler attribute. */
function expectInert(container: Element): void {
  expect(container.querySelectorAll('img[src="x"], script, [onerror]')).toHaveLength(0);
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
}

describe('XSS payloads in player and operator text are rendered inert', () => {
  it('the wallet header shows a markup nickname as text', () => {
    signIn(member({ nickname: PAYLOAD }));
    const { container } = render(<WalletHeader />);
    expect(screen.getByRole('button', { name: /Account menu/ }).textContent).toContain(PAYLOAD);
    expectInert(container);
  });

  it('the marquee shows a markup notice title as text', () => {
    $announcements.set({
      banners: [],
      notices: [{ id: 1, type: 'H', title: PAYLOAD, content: PAYLOAD }],
      popups: [],
      execution: 'B',
      loading: false,
      errorCode: null,
    });
    const { container } = render(<Marquee />);
    expect(screen.getAllByRole('button')[0]!.textContent).toBe(PAYLOAD);
    expectInert(container);
  });

  it('the winners board shows a markup customer name and game name as text', async () => {
    platform.on(endpoints.rankList, {
      list: [
        {
          vo: {
            customerName: PAYLOAD,
            winAmount: 100,
            currency: 'TLB',
            currencySymbol: '₱',
            gameName: PAYLOAD,
            nodeId: 1,
            gameCode: 'RNG_1',
            vassalage: 'PG',
            gameType: 'RNG',
            winTime: '2026-03-01T10:00:00.000Z',
          },
        },
      ],
    });
    const { container } = render(<WinnersBoard />);
    const podium = await screen.findByRole('list', { name: 'Top winners' });
    expect(podium.textContent).toContain(PAYLOAD);
    expectInert(container);
  });
});
