/**
 * English words of the slider check (R4.12): `t('sliderCheck.…')`. The reference table: TY and BN
 * must have the same keys.
 */
export const en = {
  title: 'Slide the piece into the gap',
  instructions: 'Drag the piece, or use the arrow keys, then release or press Enter.',
  handle: 'Puzzle piece position',
  valueText: '{{offset}} of {{max}} pixels',
  loading: 'Loading the puzzle…',
  checking: 'Checking…',
  failed: 'That did not fit. Try this new puzzle.',
  passed: 'Verified',
  loadFailed: 'The puzzle did not load.',
  tooMany: 'Too many puzzles for now. A new one in {{seconds}} seconds.',
  refresh: 'New puzzle',
};
