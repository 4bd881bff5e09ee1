import * as v from 'valibot';
import { text } from '../fields';

/** Proof images (R5.35-R5.37): png or jpg, at most 5 MB each, at most 3. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_COUNT = 3;
export const PROOF_TYPES = ['image/png', 'image/jpeg'] as const;

/** An image as a data URL (`data:image/png;base64,...`); the server checks the bytes, not the label. */
export const proofImage = v.object({
  name: text(128),
  dataUrl: v.pipe(
    v.string(),
    // base64 of 5 MB plus the header: longer cannot be a valid proof.
    v.maxLength(Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64, 'An image is at most 5 MB'),
    v.regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, 'An image is png or jpg'),
  ),
});
