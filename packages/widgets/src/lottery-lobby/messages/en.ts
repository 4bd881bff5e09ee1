/**
 * English words of the lottery lobby: `t('lottery.…')`. The reference table: TY and BN must have the
 * same keys. Templates use `{{name}}`.
 */
export const en = {
  title: {
    lottery: 'Lottery',
    sea: 'SEA lottery',
    vn: 'Vietnam lottery',
  },
  games: 'Lottery games',
  currentDraw: 'Current draw',
  issue: 'Draw {{issue}}',
  closesIn: 'Betting closes in',
  drawingNow: 'Drawing now…',
  every: 'A draw every {{minutes}} min',
  latest: 'Latest results',
  latestOf: 'Draw {{issue}} · {{time}}',
  prizeTable: 'Prize table',
  noResults: 'No results yet.',
  betNow: 'Bet now',
  openLobby: 'Open the lottery lobby',
  hours: 'hours',
  minutes: 'minutes',
  seconds: 'seconds',
  loginPrompt: 'Log in to play the lottery and see the draws.',
  login: 'Log in',
  empty: 'No lottery is open right now. Please come back later.',
  backHome: 'Back to the lobby',
  error: 'The lottery could not be loaded.',
};
