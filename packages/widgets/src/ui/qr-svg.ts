import type { QrCodeOptions } from '@lobbykit/sdk/lobby';
import { encode } from 'uqr';

/** Module kinds of uqr's `types` that are patterns, not data: drawn whole so scanners find them. */
const DATA = 0;

/**
 * A QR code as SVG markup: the finder, timing and alignment patterns as full squares, each data
 * module as a dot `dotScale` of its size (R9.48), a white quiet zone of `margin` (R9.46) and an
 * optional logo `logoScale` of the code wide in the middle (R9.47), which the highest error
 * correction level leaves readable.
 */
export function qrSvg(value: string, options: QrCodeOptions & { logoHref?: string | undefined }): string {
  const { size, margin, dotScale, logoScale, logoHref } = options;
  const qr = encode(value, { ecc: logoHref ? 'H' : 'M', border: 0 });
  const cell = (size - margin * 2) / qr.size;
  const round = (n: number) => Math.round(n * 100) / 100;
  const dot = round(cell * dotScale);
  const inset = (cell - cell * dotScale) / 2;
  let patterns = '';
  let dots = '';
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return;
      const left = margin + x * cell;
      const top = margin + y * cell;
      if (qr.types[y]?.[x] === DATA)
        dots += `M${round(left + inset)} ${round(top + inset)}h${dot}v${dot}h-${dot}z`;
      else patterns += `M${round(left)} ${round(top)}h${round(cell)}v${round(cell)}h-${round(cell)}z`;
    });
  });
  let logo = '';
  if (logoHref) {
    const width = round(size * logoScale);
    const at = round((size - width) / 2);
    logo = `<rect x="${at - 4}" y="${at - 4}" width="${width + 8}" height="${width + 8}" rx="6" fill="#fff"/><image href="${escapeAttribute(logoHref)}" x="${at}" y="${at}" width="${width}" height="${width}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" rx="12" fill="#fff"/><path fill="#0e1120" d="${patterns}"/><path fill="#0e1120" d="${dots}"/>${logo}</svg>`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
