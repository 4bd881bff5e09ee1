/** The words of a refused Google or Facebook sign-in that the core dictionary does not carry. */
export const en = {
  /** A 429 with the server's retryAfter, in whole minutes (at least 1). */
  retryIn: {
    one: 'Too many sign-ins from this address. Please try again in 1 minute.',
    other: 'Too many sign-ins from this address. Please try again in {{count}} minutes.',
  },
};
