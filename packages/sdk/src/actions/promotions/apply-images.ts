import {
  IMAGE_SIGNATURE_BYTES,
  imageMediaType,
  PROOF_MAX_BYTES,
  PROOF_MAX_COUNT,
} from '@lobbykit/api-client/member-center';

/**
 * The screenshots of a promotion application (spec: activity application remark up to 140
 * characters; images png or jpg, 5 MB each, at most 3). The type is read from the file's first
 * bytes, never from its name or the browser's guess: a renamed .exe stays refused.
 */
export const APPLY_IMAGE_MAX_BYTES = PROOF_MAX_BYTES;
export const APPLY_IMAGE_MAX_COUNT = PROOF_MAX_COUNT;
export const APPLY_IMAGE_MIN_COUNT = 1;

export type ApplyImageType = 'image/png' | 'image/jpeg';

export type ApplyImageProblem = 'image_type' | 'image_size' | 'image_count';

export interface ApplyImage {
  name: string;
  /** `data:image/png;base64,...` with the type the bytes say, as the contract carries it. */
  dataUrl: string;
  bytes: number;
  type: ApplyImageType;
}

/** What the checks need of a picked file (a browser `File` fits). */
export interface ApplyImageFile {
  name: string;
  size: number;
  /** The first bytes, for the signature. */
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** The image type the leading bytes are the signature of, png or jpeg (the shared reader's), else null. */
export function imageTypeOf(head: Uint8Array): ApplyImageType | null {
  const type = imageMediaType(head);
  return type === 'image/png' || type === 'image/jpeg' ? type : null;
}

/**
 * Why a picked file cannot join the `chosen` images already there: a fourth image, over 5 MB, or
 * not a png or jpg by its bytes. Null and the type when it can.
 */
export async function checkApplyImage(
  file: ApplyImageFile,
  chosen: number,
): Promise<{ problem: ApplyImageProblem } | { problem: null; type: ApplyImageType }> {
  if (chosen >= APPLY_IMAGE_MAX_COUNT) return { problem: 'image_count' };
  if (file.size > APPLY_IMAGE_MAX_BYTES) return { problem: 'image_size' };
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  const type = imageTypeOf(head);
  return type ? { problem: null, type } : { problem: 'image_type' };
}

/** Reads an accepted file as a data URL whose media type is the one its bytes named. */
export async function readApplyImage(
  file: { name: string; size: number; arrayBuffer(): Promise<ArrayBuffer> },
  type: ApplyImageType,
): Promise<ApplyImage> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // In slices: spreading 5 MB of arguments at once would overflow the call stack.
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return {
    name: file.name.slice(0, 128),
    dataUrl: `data:${type};base64,${btoa(binary)}`,
    bytes: file.size,
    type,
  };
}

/**
 * Adds the picked files that pass to `chosen`, in order, reading each as a data URL; answers the new
 * list and the first problem met (a later file may still be added after a refused one).
 */
export async function addApplyImages(
  chosen: readonly ApplyImage[],
  files: Iterable<ApplyImageFile & { arrayBuffer(): Promise<ArrayBuffer> }>,
): Promise<{ images: ApplyImage[]; problem: ApplyImageProblem | null }> {
  const images = [...chosen];
  let problem: ApplyImageProblem | null = null;
  for (const file of files) {
    const checked = await checkApplyImage(file, images.length);
    if (checked.problem) {
      problem ??= checked.problem;
      continue;
    }
    images.push(await readApplyImage(file, checked.type));
  }
  return { images, problem };
}
