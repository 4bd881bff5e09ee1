/** The answer to an approved withdrawal (received, not received with proof images), in English (the reference shape). */
export const en = {
  question: 'Did you receive this money?',
  received: 'Received',
  notReceived: 'Not received',
  autoAt: 'Counted as received at {{time}} if you do not answer.',
  proofTitle: 'Report money not received',
  proofHint: 'Add 1 to 3 screenshots (png or jpg, at most 5 MB each).',
  remark: 'Remark (optional)',
  send: 'Send report',
  chooseImages: 'Add images',
  removeImage: 'Remove {{name}}',
  proof_type: 'Only png or jpg images can be attached.',
  proof_size: 'An image may be at most 5 MB.',
  proof_count: 'At most 3 images can be attached.',
  proof_none: 'Attach at least one image.',
};
