import { qrCodeOptions } from '@lobbykit/sdk/lobby';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrSvg } from './qr-svg';

/**
 * The QR drawing itself (issue 14 item 3): the SVG's squares and dots, read back into modules, are
 * the code uqr encodes for the value, at R9.45-R9.48's size, margin, dot and logo scales. The
 * options' own fallbacks are the sdk's (qr-code.test.ts); this checks the picture follows them.
 */
const LINK = 'https://ph.example/app/android';

interface Square {
  x: number;
  y: number;
  side: number;
}

/** The squares of a path drawn as `M x y h s v s h-s z`, one per module. */
function squares(d: string): Square[] {
  return [...d.matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)v([\d.]+)h-([\d.]+)z/g)].map((match) => {
    expect(match[3]).toBe(match[4]);
    expect(match[3]).toBe(match[5]);
    return { x: Number(match[1]), y: Number(match[2]), side: Number(match[3]) };
  });
}

/** The drawing's patterns and data dots, and its size. */
function read(svg: string) {
  const paths = [...svg.matchAll(/<path fill="[^"]+" d="([^"]*)"\/>/g)].map((match) => match[1] ?? '');
  expect(paths).toHaveLength(2);
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  return {
    size: Number(viewBox?.[1]),
    patterns: squares(paths[0] ?? ''),
    dots: squares(paths[1] ?? ''),
  };
}

/** Module (x, y) of a square whose centre lies in it, on a grid of `cell` starting at `margin`. */
const moduleOf = (square: Square, margin: number, cell: number) =>
  `${Math.floor((square.x + square.side / 2 - margin) / cell)},${Math.floor((square.y + square.side / 2 - margin) / cell)}`;

describe('qrSvg', () => {
  it('R9.45 R9.46 R9.48 draws the encoded modules at size 200, inside a margin of 20, data as dots 0.35 of a module', () => {
    const options = qrCodeOptions();
    const svg = qrSvg(LINK, options);
    const { size, patterns, dots } = read(svg);
    expect(size).toBe(200);
    expect(svg).toContain('width="200" height="200"');

    const qr = encode(LINK, { ecc: 'M', border: 0 });
    const cell = (200 - 2 * 20) / qr.size;
    const expected = new Set<string>();
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) expected.add(`${x},${y}`);
      });
    });
    const drawn = [...patterns, ...dots].map((square) => moduleOf(square, 20, cell));
    // Every dark module drawn once, and nothing else: the picture is the value's code.
    expect(drawn).toHaveLength(expected.size);
    expect(new Set(drawn)).toEqual(expected);

    // Finder, timing and alignment patterns fill their module; data modules are dots of 0.35.
    for (const square of patterns) expect(square.side).toBeCloseTo(cell, 1);
    for (const square of dots) expect(square.side).toBeCloseTo(cell * 0.35, 1);
    expect(patterns.length).toBeGreaterThan(3 * 33); // three 7x7 finders, 33 dark modules each
    expect(dots.length).toBeGreaterThan(0);

    // The quiet zone: no module reaches into the 20 px margin on any side.
    const all = [...patterns, ...dots];
    expect(Math.min(...all.map((square) => square.x))).toBeGreaterThanOrEqual(20);
    expect(Math.min(...all.map((square) => square.y))).toBeGreaterThanOrEqual(20);
    expect(Math.max(...all.map((square) => square.x + square.side))).toBeLessThanOrEqual(180.01);
    expect(Math.max(...all.map((square) => square.y + square.side))).toBeLessThanOrEqual(180.01);
    // The top-left finder starts exactly at the margin.
    expect(patterns.some((square) => square.x === 20 && square.y === 20)).toBe(true);
  });

  it('follows a size and margin given (the referral page draws 160 inside 12)', () => {
    const { size, patterns } = read(qrSvg(LINK, qrCodeOptions({ size: 160, margin: 12 })));
    expect(size).toBe(160);
    expect(patterns.some((square) => square.x === 12 && square.y === 12)).toBe(true);
    const qr = encode(LINK, { ecc: 'M', border: 0 });
    const cell = (160 - 24) / qr.size;
    for (const square of patterns) expect(square.side).toBeCloseTo(cell, 1);
  });

  it('R9.47 a logo is 0.2 of the code wide, centred, and the code then corrects the most errors (level H)', () => {
    const svg = qrSvg(LINK, { ...qrCodeOptions(), logoHref: 'https://ph.example/logo.png?a=1&b="2"' });
    const image =
      /<image href="([^"]*)" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"\/>/.exec(svg);
    expect(image?.slice(2).map(Number)).toEqual([80, 80, 40, 40]);
    // The href stays one attribute: its quote and ampersand escaped.
    expect(image?.[1]).toBe('https://ph.example/logo.png?a=1&amp;b=&quot;2&quot;');

    const { patterns, dots } = read(svg);
    const high = encode(LINK, { ecc: 'H', border: 0 });
    const darkModules = high.data.flat().filter(Boolean).length;
    expect(patterns.length + dots.length).toBe(darkModules);
  });

  it('a dot scale given is followed; an out-of-range one falls back to 0.35 (R9.48)', () => {
    const qr = encode(LINK, { ecc: 'M', border: 0 });
    const cell = 160 / qr.size;
    const full = read(qrSvg(LINK, qrCodeOptions({ dotScale: 1 })));
    for (const square of full.dots) expect(square.side).toBeCloseTo(cell, 1);
    const fallback = read(qrSvg(LINK, qrCodeOptions({ dotScale: 3 })));
    for (const square of fallback.dots) expect(square.side).toBeCloseTo(cell * 0.35, 1);
  });
});
