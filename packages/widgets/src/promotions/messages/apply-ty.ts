import type { DeepStrings } from '@lobbykit/sdk';
import type { applyEn } from './apply-en';

/** Filipino (TY) words of the application form: a chunk of its own. */
export const applyTy: DeepStrings<typeof applyEn> = {
  title: 'Mag-apply: {{title}}',
  remark: 'Paliwanag',
  remarkHint: 'Sabihin kung ano ang ginawa mo, hal. ang account na idinagdag mo.',
  count: '{{count}} / {{max}}',
  images: 'Mga screenshot',
  imagesHint: '1 hanggang 3 larawang png o jpg, tig-5 MB.',
  choose: 'Magdagdag ng screenshot',
  remove: 'Alisin ang {{name}}',
  submit: 'Ipadala ang aplikasyon',
  cancel: 'Kanselahin',
  remark_required: 'Sumulat ng paliwanag.',
  remark_too_long: 'Hanggang {{max}} na character lang ang paliwanag.',
  images_required: 'Magdagdag ng kahit isang screenshot.',
  image_type: 'Larawang png o jpg lang ang maidadagdag.',
  image_size: 'Hanggang 5 MB lang bawat larawan.',
  image_count: 'Hanggang 3 larawan lang.',
};
