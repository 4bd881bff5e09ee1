import { createHash } from 'node:crypto';
import { ErrorCode, type ParsedRequestOf, type ResponseOf } from '@lobbykit/api-client';
import {
  imageMediaType,
  imageSize,
  MEMBER_ICON_MAX_BYTES,
  type uploadMemberIcon,
} from '@lobbykit/api-client/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { memberIconOf, replaceMemberIcon } from '../db/member-icons';
import type { MemberRow } from '../db/schema/index';
import { DomainError } from './domain-error';
import { IMAGE_ROOT } from './game-item';
import type { RateRule } from './rate-limits';
import { withRateSlot } from './rate-limits';
import { requireRealAccount } from './trial-wall';

/** Where a member's icon is served: the member's id and the version (a hash of the bytes). */
export const memberIconPath = (memberId: number, version: string) =>
  `${IMAGE_ROOT}/members/${memberId}-${version}.img`;

/** Icons one member may upload an hour, counted in the database so every process agrees. */
export const MEMBER_ICON_RATE: RateRule = {
  bucket: 'member-icon',
  limit: 20,
  windowMs: 60 * 60_000,
  message: 'Too many icon changes, please try again later',
};

const refuse = (message: string, messageKey: string) =>
  new DomainError(ErrorCode.validation, message, { field: 'dataUrl', messageKey });

/**
 * R7.11: the bytes decide. png, jpeg or webp by their signature (`icon_not_image`), at most 2 MB
 * (`icon_too_large`), and square by the size their header states (`icon_not_square`): the sdk crops
 * in the browser, and a caller that skipped the crop is refused rather than shown stretched.
 */
export function checkMemberIcon(dataUrl: string) {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > MEMBER_ICON_MAX_BYTES) throw refuse('An icon is at most 2 MB', 'icon_too_large');
  const mediaType = imageMediaType(bytes);
  const size = mediaType ? imageSize(bytes) : null;
  if (!mediaType || !size || size.width < 1) throw refuse('An icon is png, jpg or webp', 'icon_not_image');
  if (size.width !== size.height) throw refuse('An icon is square', 'icon_not_square');
  return { mediaType, base64, bytes };
}

export interface MemberIconService {
  upload(
    member: MemberRow,
    input: ParsedRequestOf<typeof uploadMemberIcon>,
    baseUrl: string,
  ): Promise<ResponseOf<typeof uploadMemberIcon>>;
  /** The stored icon for its URL, or undefined for an unknown member or a replaced version. */
  image(memberId: number, version: string): Promise<{ mediaType: string; bytes: Buffer } | undefined>;
}

/** `members.img_url` keeps the path; member info answers it on the caller's own base URL. */
export const absoluteImgUrl = (imgUrl: string | null, baseUrl: string) =>
  imgUrl?.startsWith('/') ? `${baseUrl}${imgUrl}` : imgUrl;

export function createMemberIconService(deps: {
  db: Db;
  clock: Clock;
  memberChanged: (memberId: number) => void;
}): MemberIconService {
  const { db, clock, memberChanged } = deps;
  return {
    async upload(member, input, baseUrl) {
      requireRealAccount(member);
      const icon = checkMemberIcon(input.dataUrl);
      const version = createHash('sha256').update(icon.bytes).digest('hex').slice(0, 16);
      const path = memberIconPath(member.id, version);
      await withRateSlot(db, clock, MEMBER_ICON_RATE, String(member.id), () =>
        replaceMemberIcon(
          db,
          {
            memberId: member.id,
            version,
            mediaType: icon.mediaType,
            base64: icon.base64,
            updatedAt: clock.now(),
          },
          path,
        ),
      );
      // The session cache holds the member row: member info must show the new icon at once.
      memberChanged(member.id);
      return { imgUrl: `${baseUrl}${path}` };
    },

    async image(memberId, version) {
      const row = await memberIconOf(db, memberId, version);
      return row ? { mediaType: row.mediaType, bytes: Buffer.from(row.base64, 'base64') } : undefined;
    },
  };
}
