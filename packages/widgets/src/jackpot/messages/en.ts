/** English words of the jackpot counter: `t('jackpot.…')`. TY and BN must have the same keys. */
export const en = {
  title: 'Progressive jackpot',
  note: 'Grows with every spin across the lobby',
};
