import { ErrorCode } from '@lobbykit/api-client';
import { imageMediaType, PROOF_MAX_BYTES, PROOF_MAX_COUNT } from '@lobbykit/api-client/contract';
import { DomainError } from './domain-error';

export interface ProofImage {
  name: string;
  mediaType: 'image/png' | 'image/jpeg';
  base64: string;
}

/**
 * R5.35-R5.37: decodes each data URL and judges the bytes, not the label: png or jpeg magic, at most
 * 5 MB, at most 3 images. Anything else is a 400 naming the image (`<field>.N.dataUrl`).
 */
export function checkProofs(proofs: { name: string; dataUrl: string }[], field = 'proofs'): ProofImage[] {
  if (proofs.length > PROOF_MAX_COUNT) {
    throw new DomainError(ErrorCode.validation, 'At most 3 images', {
      field,
      messageKey: 'proof_too_many',
    });
  }
  return proofs.map((proof, index) => {
    const at = `${field}.${index}.dataUrl`;
    const base64 = proof.dataUrl.slice(proof.dataUrl.indexOf(',') + 1);
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.byteLength > PROOF_MAX_BYTES) {
      throw new DomainError(ErrorCode.validation, 'An image is at most 5 MB', {
        field: at,
        messageKey: 'proof_too_large',
      });
    }
    const mediaType = imageMediaType(bytes);
    if (mediaType !== 'image/png' && mediaType !== 'image/jpeg') {
      throw new DomainError(ErrorCode.validation, 'An image is png or jpg', {
        field: at,
        messageKey: 'proof_not_image',
      });
    }
    return { name: proof.name, mediaType, base64 };
  });
}
