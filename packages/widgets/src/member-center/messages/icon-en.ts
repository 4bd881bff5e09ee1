/** The member center header and its icon editor (R7.11), in English (the reference shape). */
export const en = {
  header: 'Your account',
  change: 'Change icon',
  editorTitle: 'Change your icon',
  pick: 'Choose a picture',
  pickHint: 'A png, jpg or webp picture of up to 2 MB. You choose a square of it next.',
  preview: 'Preview of your new icon',
  zoom: 'Zoom',
  moveX: 'Move left or right',
  moveY: 'Move up or down',
  save: 'Save icon',
  cancel: 'Cancel',
  saved: 'Your new icon is saved.',
  pickFirst: 'Please choose a picture first.',
  icon_not_image: 'Only png, jpg or webp pictures can be used.',
  icon_too_large: 'The picture is over 2 MB. Please choose a smaller one.',
  icon_not_square: 'The icon must be square. Please crop the picture again.',
};
