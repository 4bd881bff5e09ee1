import { APPLICATION_REMARK_MAX } from '@lobbykit/api-client/promotions';
import { APPLY_IMAGE_MIN_COUNT, type ApplyImage } from './apply-images';

/** What a manual promotion's application sends: a remark and the chosen screenshots. */
export interface ApplyForm {
  remark: string;
  images: readonly ApplyImage[];
}

export type RemarkProblem = 'remark_required' | 'remark_too_long';
export type ImagesProblem = 'images_required';

/** The first failing rule of each field (spec: remark up to 140 characters, 1 to 3 images). */
export interface ApplyFormProblems {
  remark: RemarkProblem | null;
  images: ImagesProblem | null;
}

export { APPLICATION_REMARK_MAX };

/** Checks the form as the server will, so a field's error shows before anything is sent. */
export function applyFormProblems(form: ApplyForm): ApplyFormProblems {
  const remark = form.remark.trim();
  return {
    remark:
      remark.length === 0
        ? 'remark_required'
        : remark.length > APPLICATION_REMARK_MAX
          ? 'remark_too_long'
          : null,
    images: form.images.length < APPLY_IMAGE_MIN_COUNT ? 'images_required' : null,
  };
}
