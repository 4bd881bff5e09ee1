/**
 * English words of the winners board: `t('winners.…')`. The reference table: TY and BN must have the
 * same keys (the typecheck says so). Templates use `{{name}}`.
 */
export const en = {
  title: 'Big winners',
  topThree: 'Top winners',
  runnersUp: 'Also winning',
  first: '1st place',
  second: '2nd place',
  third: '3rd place',
  rank: 'No. {{rank}}',
  wonIn: 'won in {{game}}',
  play: 'Play {{game}}: {{name}} won {{amount}}',
  empty: 'No big wins yet. Spin a hot game and be the first on the board!',
  emptyAction: 'Hot games',
  error: 'The winners board could not be loaded.',
  loading: 'Loading the winners…',
};
