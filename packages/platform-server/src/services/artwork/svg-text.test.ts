import { describe, expect, it } from 'vitest';
import { gameIconSvg, gameTileSvg } from './game-art';
import { escapeSvgText, monogram, wrapText } from './svg-text';

describe('text in generated SVG', () => {
  it('escapes every character that could break out of text or an attribute', () => {
    expect(escapeSvgText(`<script>"a" & 'b'</script>`)).toBe(
      '&#60;script&#62;&#34;a&#34; &#38; &#39;b&#39;&#60;/script&#62;',
    );
  });

  it('never lets a hostile name become markup in an icon or a tile', () => {
    const name = '</text><script>alert(1)</script>';
    for (const svg of [
      gameIconSvg({ id: 7, name, vendorName: '<b>', gameType: 'RNG' }),
      gameTileSvg({ id: 7, name, vendorName: '<b>', gameType: 'RNG' }),
    ]) {
      expect(svg).not.toContain('<script');
      expect(svg).not.toContain('<b>');
    }
  });

  it('draws the same icon for the same game and a different one for another', () => {
    const game = { id: 42, name: 'Golden Dragon Deluxe', vendorName: 'Playtech', gameType: 'RNG' };
    expect(gameIconSvg(game)).toBe(gameIconSvg({ ...game }));
    expect(gameIconSvg(game)).not.toBe(gameIconSvg({ ...game, id: 43 }));
  });

  it('makes monograms and wraps long titles into two lines', () => {
    expect(monogram('Golden Dragon Deluxe')).toBe('GD');
    expect(monogram('Roulette')).toBe('RO');
    expect(monogram('উত্তর লটারি')).toHaveLength(2);
    expect(wrapText('Whispering Firecracker Hold and Win', 16, 2)).toEqual([
      'Whispering',
      'Firecracker Hol…',
    ]);
  });
});
