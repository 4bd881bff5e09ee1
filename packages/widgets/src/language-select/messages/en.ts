/** English words of the language select and the region modal: `t('languageSelect.…')`. */
export const en = {
  label: 'Language',
  current: 'Language: {{name}}',
  region: 'Region: {{name}}',
  chooseRegion: 'Choose region',
  regionTitle: 'Choose your region',
  regionUnknown: 'We could not tell where you are. Choose the region you play in.',
  regionChoose: 'Choose the region you play in: its currency and languages come with it.',
  regionNote: 'Another region signs you out and reloads the lobby.',
  currency: 'Currency: {{currency}}',
  languages: 'Languages: {{languages}}',
  currentRegion: 'Current',
  loadError: 'The regions could not be loaded.',
};
