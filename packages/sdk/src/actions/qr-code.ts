/** What a QR code drawing needs, every value settled (spec section 9). */
export interface QrCodeOptions {
  /** Width and height in CSS pixels, margin included (R9.45: 200). */
  size: number;
  /** Quiet zone around the code in CSS pixels (R9.46: 20). */
  margin: number;
  /** The centre logo's width as a share of the code (R9.47: 0.2 when unset or out of range). */
  logoScale: number;
  /** Each data dot's size as a share of its module (R9.48: 0.35 when unset or out of range). */
  dotScale: number;
}

export const QR_CODE_DEFAULTS: Readonly<QrCodeOptions> = {
  size: 200, // R9.45
  margin: 20, // R9.46
  logoScale: 0.2, // R9.47
  dotScale: 0.35, // R9.48
};

const positive = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
/** A share of the code: above 0 and at most 1, else the fallback. */
const share = (value: number | undefined, fallback: number) =>
  positive(value) && value <= 1 ? value : fallback;

/** The options a caller gave, with R9.45-R9.48's defaults and fallbacks where it gave none or nonsense. */
export function qrCodeOptions(given: Partial<QrCodeOptions> = {}): QrCodeOptions {
  const size = positive(given.size) ? given.size : QR_CODE_DEFAULTS.size;
  const margin =
    typeof given.margin === 'number' &&
    Number.isFinite(given.margin) &&
    given.margin >= 0 &&
    given.margin * 2 < size
      ? given.margin
      : Math.min(QR_CODE_DEFAULTS.margin, size / 4);
  return {
    size,
    margin,
    logoScale: share(given.logoScale, QR_CODE_DEFAULTS.logoScale),
    dotScale: share(given.dotScale, QR_CODE_DEFAULTS.dotScale),
  };
}
