import type { SliderPuzzle } from '@lobbykit/sdk/accounts';

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml;base64,${btoa(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  )}`;

/** A puzzle as the platform draws one (gap at x 150), for tests and stories. */
export function sliderPuzzle(sliderId = 'puzzle-1'): SliderPuzzle {
  return {
    sliderId,
    width: 300,
    height: 150,
    pieceSize: 44,
    pieceY: 50,
    image: svg(
      300,
      150,
      '<rect width="300" height="150" fill="#2a2550"/><circle cx="70" cy="60" r="30" fill="#f5b942"/>' +
        '<circle cx="220" cy="100" r="26" fill="#4fd1c5"/><rect x="150" y="50" width="44" height="44" rx="4" fill="#000" fill-opacity="0.55" stroke="#fff"/>',
    ),
    pieceImage: svg(
      44,
      44,
      '<rect width="44" height="44" rx="4" fill="#3a2a5c" stroke="#fff" stroke-width="2"/>',
    ),
  };
}
