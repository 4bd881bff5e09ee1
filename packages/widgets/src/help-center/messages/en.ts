/**
 * English words of the help center: `t('help.…')`. TY and BN must have the same keys.
 * The topics themselves come from the operator, in the player's language.
 */
export const en = {
  title: 'Help center',
  topics: 'Help topics',
  loading: 'Loading the help center…',
  error: 'The help center could not be loaded.',
  empty: 'There are no help topics yet. Our support team is glad to answer your questions.',
};
