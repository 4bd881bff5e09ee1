const pad = (value: number) => String(value).padStart(2, '0');

export interface FormatDateOptions {
  /** Adds `HH:mm:ss`. */
  time?: boolean;
}

/**
 * `2026-03-01` (or `2026-03-01 14:05:09` with `time`) in the player's time zone: the yyyy-MM-dd
 * form of spec section 5, the same in every language, so no locale data is shipped for it.
 */
export function formatDate(value: string | number | Date, options: FormatDateOptions = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (!options.time) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
