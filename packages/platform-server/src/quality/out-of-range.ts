import { INT4_MAX, MAX_AMOUNT } from '@lobbykit/api-client';

/** A number field of a request: its key, whether it is a list of numbers, and its declared bounds. */
export interface NumberField {
  key: string;
  list: boolean;
  integer: boolean;
  minValue?: number;
  maxValue?: number;
}

/**
 * Values no id or amount column holds: just past the field's own bounds, past int4, past 2^53,
 * 1e21 (the JSON number that overflows every column), and for money the old largest amount and ten
 * times the largest one. Only values outside the field's declared range are kept: inside it, the
 * value is the accepted-input fuzzer's business.
 */
export function outOfRangeValues(field: NumberField): number[] {
  const step = field.integer ? 1 : 0.01;
  const candidates = [
    INT4_MAX + 1,
    2 ** 53,
    1e21,
    -(INT4_MAX + 2),
    ...(field.integer ? [] : [MAX_AMOUNT * 10, 9_999_999_999_999.99]),
    ...(field.maxValue !== undefined ? [Number((field.maxValue + step).toFixed(2))] : []),
    ...(field.minValue !== undefined ? [Number((field.minValue - step).toFixed(2))] : []),
  ];
  const outside = (value: number) =>
    field.maxValue === undefined ||
    field.minValue === undefined ||
    value > field.maxValue ||
    value < field.minValue;
  return [...new Set(candidates)].filter(outside);
}
