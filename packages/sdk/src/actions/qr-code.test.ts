import { describe, expect, it } from 'vitest';
import { QR_CODE_DEFAULTS, qrCodeOptions } from './qr-code';

describe('qrCodeOptions', () => {
  it('R9.45 the default size is 200', () => {
    expect(qrCodeOptions().size).toBe(200);
    expect(QR_CODE_DEFAULTS.size).toBe(200);
  });

  it('R9.46 the default margin is 20', () => {
    expect(qrCodeOptions().margin).toBe(20);
  });

  it('R9.47 the logo scale falls back to 0.2 when unset or out of range', () => {
    expect(qrCodeOptions().logoScale).toBe(0.2);
    expect(qrCodeOptions({ logoScale: 0 }).logoScale).toBe(0.2);
    expect(qrCodeOptions({ logoScale: 1.5 }).logoScale).toBe(0.2);
    expect(qrCodeOptions({ logoScale: Number.NaN }).logoScale).toBe(0.2);
    expect(qrCodeOptions({ logoScale: 0.25 }).logoScale).toBe(0.25);
  });

  it('R9.48 the dot scale falls back to 0.35 when unset or out of range', () => {
    expect(qrCodeOptions().dotScale).toBe(0.35);
    expect(qrCodeOptions({ dotScale: -1 }).dotScale).toBe(0.35);
    expect(qrCodeOptions({ dotScale: 2 }).dotScale).toBe(0.35);
    expect(qrCodeOptions({ dotScale: 1 }).dotScale).toBe(1);
  });

  it('keeps a given size and margin, and a margin that would eat the code falls back', () => {
    expect(qrCodeOptions({ size: 120, margin: 8 })).toMatchObject({ size: 120, margin: 8 });
    expect(qrCodeOptions({ size: 60, margin: 40 }).margin).toBe(15);
    expect(qrCodeOptions({ size: -5 }).size).toBe(200);
  });
});
