import { $gameType } from '@lobbykit/sdk/lobby';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePage } from './home-page';

/** The widgets the home page places, by their data-lk-widget name, in page order. */
function widgetsOnHome(): string[] {
  const html = renderToString(createElement(HomePage));
  return [...html.matchAll(/data-lk-widget="([^"]+)"/g)].map((match) => match[1] ?? '');
}

afterEach(() => $gameType.set('HOME'));

describe('home page', () => {
  it('R2.73 R2.74 shows the marquee and the banners while the game type is HOME', () => {
    $gameType.set('HOME');
    expect(widgetsOnHome()).toEqual(['marquee', 'banner-carousel', 'jackpot', 'winners-board', 'game-grid']);
  });

  it.each(['LIVE', 'FISH', 'SPORTS', 'BINGO'] as const)(
    'R2.73 R2.74 hides the marquee and the banners with the game type %s',
    (type) => {
      $gameType.set(type);
      const widgets = widgetsOnHome();
      expect(widgets).not.toContain('marquee');
      expect(widgets).not.toContain('banner-carousel');
      expect(widgets).toContain('game-grid');
    },
  );
});
