/** English words of the promotion application form: `t('promotionsApply.…')`, in the form's own chunk. */
export const applyEn = {
  title: 'Apply: {{title}}',
  remark: 'Remark',
  remarkHint: 'Tell us what you did, e.g. the account you added.',
  count: '{{count}} / {{max}}',
  images: 'Screenshots',
  imagesHint: '1 to 3 png or jpg images, 5 MB each.',
  choose: 'Add screenshots',
  remove: 'Remove {{name}}',
  submit: 'Send application',
  cancel: 'Cancel',
  remark_required: 'Write a remark.',
  remark_too_long: 'The remark is at most {{max}} characters.',
  images_required: 'Add at least one screenshot.',
  image_type: 'Only png or jpg images can be added.',
  image_size: 'Each image is at most 5 MB.',
  image_count: 'At most 3 images.',
};
