import { randomInt } from 'node:crypto';
import { encodePng } from './png';

/** The puzzle's size in CSS pixels; the widget draws it 1:1, so offsets compare without scaling. */
export const SLIDER_WIDTH = 300;
export const SLIDER_HEIGHT = 150;
export const SLIDER_PIECE = 44;
/** Radius of the piece's two tabs, which make its outline harder to match by a plain square. */
const TAB = 6;
const BODY = SLIDER_PIECE - TAB;

type Rgb = readonly [number, number, number];
const PALETTE: readonly Rgb[] = [
  [245, 185, 66],
  [79, 209, 197],
  [139, 92, 246],
  [239, 79, 107],
  [56, 189, 248],
  [34, 197, 94],
  [251, 146, 60],
];
const TOP: Rgb = [29, 37, 64];
const BOTTOM: Rgb = [58, 42, 92];

interface Circle {
  cx: number;
  cy: number;
  r: number;
  fill: Rgb;
}

export interface SliderDrawing {
  targetX: number;
  pieceY: number;
  /** The background with the hole, as an SVG document. */
  image: string;
  /** The piece, as an SVG document. */
  pieceImage: string;
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

/** Whether a point of the piece's own box is inside its outline: a square with a tab on top and one on the right. */
function inPiece(x: number, y: number): boolean {
  if (x >= 0 && x <= BODY && y >= TAB && y <= SLIDER_PIECE) return true;
  const top = (x - BODY / 2) ** 2 + (y - TAB) ** 2 <= TAB * TAB;
  const right = (x - BODY) ** 2 + (y - (TAB + BODY / 2)) ** 2 <= TAB * TAB;
  return top || right;
}

const onOutline = (x: number, y: number) =>
  inPiece(x, y) &&
  !(inPiece(x - 1.5, y) && inPiece(x + 1.5, y) && inPiece(x, y - 1.5) && inPiece(x, y + 1.5));

function backgroundAt(shapes: readonly Circle[], x: number, y: number): [number, number, number] {
  const t = y / SLIDER_HEIGHT;
  let colour: [number, number, number] = [
    mix(TOP[0], BOTTOM[0], t),
    mix(TOP[1], BOTTOM[1], t),
    mix(TOP[2], BOTTOM[2], t),
  ];
  for (const { cx, cy, r, fill } of shapes) {
    if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) {
      colour = [mix(colour[0], fill[0], 0.75), mix(colour[1], fill[1], 0.75), mix(colour[2], fill[2], 0.75)];
    }
  }
  return colour;
}

function paint(width: number, height: number, pixel: (x: number, y: number) => readonly number[]): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [r = 0, g = 0, b = 0, a = 255] = pixel(x + 0.5, y + 0.5);
      rgba.set([Math.round(r), Math.round(g), Math.round(b), a], (y * width + x) * 4);
    }
  }
  return encodePng(width, height, rgba);
}

// The pictures are pixels (a PNG inside the SVG), not shapes: an SVG of paths and circles would
// carry the hole's coordinates as text, and a script would read the answer instead of finding it.
const svgAround = (width: number, height: number, png: Buffer) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;

/** Draws a new puzzle from node:crypto: where the hole is and both pictures. */
export function drawSliderPuzzle(): SliderDrawing {
  // The hole never starts under the piece's resting place, so an untouched slider never passes.
  const targetX = randomInt(SLIDER_PIECE + 24, SLIDER_WIDTH - SLIDER_PIECE - 8);
  const pieceY = randomInt(8, SLIDER_HEIGHT - SLIDER_PIECE - 8);
  const shapes: Circle[] = Array.from({ length: 16 }, () => ({
    cx: randomInt(0, SLIDER_WIDTH),
    cy: randomInt(0, SLIDER_HEIGHT),
    r: randomInt(8, 34),
    fill: PALETTE[randomInt(0, PALETTE.length)] as Rgb,
  }));

  const background = paint(SLIDER_WIDTH, SLIDER_HEIGHT, (x, y) => {
    const colour = backgroundAt(shapes, x, y);
    const px = x - targetX;
    const py = y - pieceY;
    if (px < -2 || py < -2 || px > SLIDER_PIECE + 2 || py > SLIDER_PIECE + 2) return colour;
    if (onOutline(px, py)) return colour.map((channel) => mix(channel, 255, 0.85));
    if (inPiece(px, py)) return colour.map((channel) => channel * 0.45);
    return colour;
  });
  const piece = paint(SLIDER_PIECE, SLIDER_PIECE, (x, y) => {
    if (!inPiece(x, y)) return [0, 0, 0, 0];
    if (onOutline(x, y)) return [255, 255, 255, 255];
    return backgroundAt(shapes, targetX + x, pieceY + y);
  });
  return {
    targetX,
    pieceY,
    image: svgAround(SLIDER_WIDTH, SLIDER_HEIGHT, background),
    pieceImage: svgAround(SLIDER_PIECE, SLIDER_PIECE, piece),
  };
}

export const svgDataUrl = (document: string) =>
  `data:image/svg+xml;base64,${Buffer.from(document).toString('base64')}`;
