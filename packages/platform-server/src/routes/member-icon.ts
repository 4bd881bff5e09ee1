import { ErrorCode } from '@lobbykit/api-client';
import { MEMBER_ICON_MAX_BYTES, uploadMemberIcon } from '@lobbykit/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { type Bind, signedIn } from '../http/bind';
import { failure } from '../http/failure';
import { BODY_LIMIT_BYTES } from '../http/request-body';
import { IMAGE_ROOT } from '../services/game-item';
import type { MemberIconService } from '../services/member-icon';

/** A 2 MB icon as base64 plus the envelope. */
export const MEMBER_ICON_BODY_LIMIT = Math.ceil((MEMBER_ICON_MAX_BYTES * 4) / 3) + BODY_LIMIT_BYTES;

const ICON_FILE = /^(\d{1,9})-([0-9a-f]{16})\.img$/;

/** R7.11: a member replaces their icon; the icon is served under its versioned URL. */
export function memberIconRoutes(bind: Bind, app: Hono<AppEnv>, icons: MemberIconService): void {
  bind(uploadMemberIcon, (input, call) => icons.upload(signedIn(call).member, input, call.baseUrl), {
    bodyLimitBytes: MEMBER_ICON_BODY_LIMIT,
  });
  app.get(`${IMAGE_ROOT}/members/:file`, async (c) => {
    const match = ICON_FILE.exec(c.req.param('file'));
    const icon = match ? await icons.image(Number(match[1]), match[2]!) : undefined;
    if (!icon) return failure(c, ErrorCode.notFound, 'No icon');
    return c.body(new Uint8Array(icon.bytes), 200, {
      'Content-Type': icon.mediaType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    });
  });
}
