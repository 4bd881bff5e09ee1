import * as v from 'valibot';
import { endpoint } from '../endpoint';

/** R7.11 member icon: png, jpg or webp (by the bytes), at most 2 MB, square. */
export const MEMBER_ICON_MAX_BYTES = 2 * 1024 * 1024;
export const MEMBER_ICON_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The side of the square the sdk crops to before upload: sharp on a 3x phone at 96 CSS px. */
export const MEMBER_ICON_SIDE = 256;

/**
 * R7.11: a member replaces their icon (POST /wps/member/info/icon with the token). The image is a
 * data URL; the server reads the bytes and refuses anything not png, jpg or webp (`icon_not_image`),
 * over 2 MB (`icon_too_large`) or not square (`icon_not_square`), changing nothing. The answer is the
 * new `imgUrl`, the one member info carries from then on.
 */
export const uploadMemberIcon = endpoint({
  method: 'POST',
  path: '/wps/member/info/icon',
  auth: 'member',
  request: v.strictObject({
    dataUrl: v.pipe(
      v.string(),
      // base64 of 2 MB plus the header: longer cannot be a valid icon.
      v.maxLength(Math.ceil((MEMBER_ICON_MAX_BYTES * 4) / 3) + 64, 'An icon is at most 2 MB'),
      v.regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, 'An icon is png, jpg or webp'),
    ),
  }),
  response: v.object({ imgUrl: v.string() }),
});
