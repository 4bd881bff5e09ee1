import {
  IMAGE_SIGNATURE_BYTES,
  imageMediaType,
  MEMBER_ICON_MAX_BYTES,
  MEMBER_ICON_SIDE,
  uploadMemberIcon as uploadCall,
} from '@lobbykit/api-client/member-center';
import { getClient } from '../../client/configure';
import { $session } from '../../stores/session';
import { failureOf } from '../failure';
import { assertRealAccount } from './records-member-only';

/**
 * R7.11 member icon: the player picks a png, jpg or webp of at most 2 MB (judged by its bytes), frames
 * a square of it, and the square (MEMBER_ICON_SIDE px a side) is what is uploaded. The server checks
 * the same rules again and refuses a picture that is not square.
 */
export const MEMBER_ICON_LIMITS = { maxBytes: MEMBER_ICON_MAX_BYTES, side: MEMBER_ICON_SIDE } as const;

/** Why a picked file or an upload was refused: not an image, over 2 MB, or not square (the server's). */
export type MemberIconProblem = 'icon_not_image' | 'icon_too_large' | 'icon_not_square';
const PROBLEMS: readonly string[] = ['icon_not_image', 'icon_too_large', 'icon_not_square'];

/** What the checks need of a picked file (a browser `File` fits). */
export interface MemberIconFile {
  size: number;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** Checks a picked file before it is drawn: its size, then its signature, never its name or label. */
export async function checkMemberIconFile(file: MemberIconFile): Promise<MemberIconProblem | null> {
  if (file.size > MEMBER_ICON_MAX_BYTES) return 'icon_too_large';
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return imageMediaType(head) ? null : 'icon_not_image';
}

/** How the player framed the picture: zoom 1 shows the whole short side; x and y (0 to 1) pan. */
export interface IconFrame {
  zoom: number;
  x: number;
  y: number;
}

export const CENTRED_FRAME: IconFrame = { zoom: 1, x: 0.5, y: 0.5 };
export const ICON_ZOOM_MAX = 4;

/** The square of the picture the frame takes, in the picture's pixels. */
export function squareCrop(
  width: number,
  height: number,
  frame: IconFrame,
): { sx: number; sy: number; side: number } {
  const zoom = Math.min(ICON_ZOOM_MAX, Math.max(1, frame.zoom));
  const side = Math.min(width, height) / zoom;
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return { sx: (width - side) * clamp(frame.x), sy: (height - side) * clamp(frame.y), side };
}

/** What cropping draws from and on: a decoded picture and a fresh canvas (a browser's fit). */
export interface IconCanvas {
  width: number;
  height: number;
  getContext(kind: '2d'): {
    drawImage(
      image: never,
      sx: number,
      sy: number,
      sw: number,
      sh: number,
      dx: number,
      dy: number,
      dw: number,
      dh: number,
    ): void;
    imageSmoothingQuality?: string;
  } | null;
  toDataURL(type?: string, quality?: number): string;
}

/**
 * Draws the framed square of `picture` onto a MEMBER_ICON_SIDE square canvas and answers it as a
 * data URL: webp where the browser writes it, else png (the canvas falls back by itself).
 */
export function cropMemberIcon(
  picture: { width: number; height: number },
  frame: IconFrame,
  makeCanvas: () => IconCanvas = () => document.createElement('canvas') as unknown as IconCanvas,
): string {
  const canvas = makeCanvas();
  canvas.width = MEMBER_ICON_SIDE;
  canvas.height = MEMBER_ICON_SIDE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2d canvas');
  context.imageSmoothingQuality = 'high';
  const { sx, sy, side } = squareCrop(picture.width, picture.height, frame);
  context.drawImage(picture as never, sx, sy, side, side, 0, 0, MEMBER_ICON_SIDE, MEMBER_ICON_SIDE);
  return canvas.toDataURL('image/webp', 0.9);
}

export type MemberIconOutcome =
  | { status: 'saved'; imgUrl: string }
  | { status: 'invalid'; problem: MemberIconProblem };

/**
 * R7.11: uploads the cropped icon (POST /wps/member/info/icon with the token) for a real member, and
 * the session's member shows it at once (header, member center). The server's refusals of the image
 * come back as a problem; anything else (network, session) is thrown as the other calls do.
 */
export async function uploadMemberIcon(dataUrl: string): Promise<MemberIconOutcome> {
  assertRealAccount();
  try {
    const { imgUrl } = await getClient().call(uploadCall, { dataUrl });
    const session = $session.get();
    $session.set({ ...session, imgUrl, member: session.member ? { ...session.member, imgUrl } : null });
    return { status: 'saved', imgUrl };
  } catch (error) {
    const key = failureOf(error).messageKey;
    if (key !== null && PROBLEMS.includes(key)) {
      return { status: 'invalid', problem: key as MemberIconProblem };
    }
    throw error;
  }
}
