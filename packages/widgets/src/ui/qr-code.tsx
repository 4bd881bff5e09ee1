import { type QrCodeOptions, qrCodeOptions } from '@lobbykit/sdk/lobby';
import { useEffect, useState } from 'react';

export const qrCodeCss = `
.lk-qr { display: block; border-radius: 12px; background: #fff; max-width: 100%; height: auto; }
.lk-qr--pending { background: var(--lk-surface-2); }
`;

export interface QrCodeProps extends Partial<QrCodeOptions> {
  value: string;
  /** What the code leads to, read out in place of the picture. */
  label: string;
  logoHref?: string | undefined;
}

/**
 * A QR code drawn as SVG with uqr. The encoder is a chunk of its own, fetched the first time a code
 * shows (DESIGN.md: QR loads on first use); a square of the final size stands in meanwhile.
 */
export function QrCode({ value, label, logoHref, ...given }: QrCodeProps) {
  const options = qrCodeOptions(given);
  const [uri, setUri] = useState<string | null>(null);
  const key = `${value}|${options.size}|${options.margin}|${options.dotScale}|${options.logoScale}|${logoHref ?? ''}`;
  useEffect(() => {
    let current = true;
    setUri(null);
    void import('./qr-svg').then(({ qrSvg }) => {
      if (current) setUri(`data:image/svg+xml,${encodeURIComponent(qrSvg(value, { ...options, logoHref }))}`);
    });
    return () => {
      current = false;
    };
  }, [key]);
  return uri ? (
    <img className="lk-qr" src={uri} alt={label} width={options.size} height={options.size} />
  ) : (
    <span
      className="lk-qr lk-qr--pending lk-skeleton"
      role="img"
      aria-label={label}
      aria-busy="true"
      style={{ width: `${options.size}px`, height: `${options.size}px` }}
    />
  );
}
