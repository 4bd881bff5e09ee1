import { ErrorCode, freePlay, memberInfo } from '@lobbykit/api-client';
import { MEMBER_ICON_MAX_BYTES, uploadMemberIcon } from '@lobbykit/api-client/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodePng } from '../services/png';
import { DEMO_PASSWORD } from '../testing/cashier';
import { testPlatformForFile } from '../testing/platform-for-file';
import { encryptedBody } from '../testing/test-client';

const t = testPlatformForFile();
let token: string;
beforeEach(async () => {
  token = await t.tokenFor('demo01', DEMO_PASSWORD);
});

const png = (width: number, height: number) =>
  encodePng(width, height, new Uint8Array(width * height * 4).fill(200));
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
/** A JPEG header up to its start-of-frame: APP0 (JFIF), then SOF0 with the height and width. */
function jpeg(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 3];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);
}
/** An extended WebP (VP8X) header: the canvas size minus one, 24 bits each. */
function webp(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'ascii');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(4 + vp8x.length, 4);
  head.write('WEBP', 8, 'ascii');
  return Buffer.concat([head, vp8x]);
}

const upload = (url: string, as = token, merchant = 'ph') =>
  t.request(uploadMemberIcon.method, uploadMemberIcon.path, { token: as, merchant, body: { dataUrl: url } });
const imgUrlOf = async (as = token, merchant = 'ph') =>
  (await t.value(memberInfo, { token: as, merchant })).imgUrl;

describe('R7.11 POST /wps/member/info/icon', () => {
  it('R7.11 stores a square png, member info carries its URL, and the URL serves the same bytes', async () => {
    const icon = png(8, 8);
    const answer = await upload(dataUrl('image/png', icon));
    expect(answer.status).toBe(200);
    const { imgUrl } = answer.body.value as { imgUrl: string };
    expect(imgUrl).toMatch(/\/cdn\/images\/members\/\d+-[0-9a-f]{16}\.img$/);
    expect(await imgUrlOf()).toBe(imgUrl);
    const served = await t.platform.fetch(new Request(imgUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(icon);
  });

  it('R7.11 takes square jpg and webp too, each replacing the last; the old URL then shows nothing', async () => {
    const first = (await upload(dataUrl('image/png', png(4, 4)))).body.value as { imgUrl: string };
    const jpg = await upload(dataUrl('image/jpeg', jpeg(300, 300)));
    expect(jpg.status).toBe(200);
    const web = await upload(dataUrl('image/webp', webp(512, 512)));
    expect(web.status).toBe(200);
    const last = (web.body.value as { imgUrl: string }).imgUrl;
    expect(await imgUrlOf()).toBe(last);
    expect((await t.platform.fetch(new Request(last))).headers.get('content-type')).toBe('image/webp');
    expect((await t.platform.fetch(new Request(first.imgUrl))).status).toBe(404);
  });

  it('R7.11 refuses wrong magic bytes (a gif labelled png, text labelled webp) with icon_not_image, changing nothing', async () => {
    await upload(dataUrl('image/png', png(4, 4)));
    const before = await imgUrlOf();
    const gif = await upload(dataUrl('image/png', Buffer.from('GIF89a-not-a-png-at-all')));
    expect(gif.status).toBe(400);
    expect(gif.body).toMatchObject({
      errorCode: ErrorCode.validation,
      field: 'dataUrl',
      messageKey: 'icon_not_image',
    });
    const text = await upload(dataUrl('image/webp', Buffer.from('RIFF0000WAVEfmt nothing here')));
    expect(text.body).toMatchObject({ messageKey: 'icon_not_image' });
    const label = await upload('data:image/gif;base64,R0lGODlhAQABAAAAACw=');
    expect(label.status).toBe(400);
    expect(await imgUrlOf()).toBe(before);
  });

  it('R7.11 refuses an icon over 2 MB with icon_too_large and a body over the limit, changing nothing', async () => {
    const big = Buffer.concat([png(4, 4), Buffer.alloc(MEMBER_ICON_MAX_BYTES)]);
    const answer = await upload(dataUrl('image/png', big));
    expect(answer.status).toBe(400);
    const atLimit = Buffer.concat([png(4, 4), Buffer.alloc(MEMBER_ICON_MAX_BYTES - png(4, 4).length + 1)]);
    const justOver = await upload(dataUrl('image/png', atLimit));
    expect(justOver.status).toBe(400);
    expect(justOver.body).toMatchObject({ field: 'dataUrl', messageKey: 'icon_too_large' });
    expect(await imgUrlOf()).toBeNull();
  });

  it('R7.11 refuses an icon that is not square (png, jpg, webp) with icon_not_square', async () => {
    for (const url of [
      dataUrl('image/png', png(8, 4)),
      dataUrl('image/jpeg', jpeg(640, 480)),
      dataUrl('image/webp', webp(200, 201)),
    ]) {
      const answer = await upload(url);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ field: 'dataUrl', messageKey: 'icon_not_square' });
    }
    expect(await imgUrlOf()).toBeNull();
  });

  it("R7.11 changes only the caller's own icon: another member keeps theirs, and one member's version under another's id is not served", async () => {
    const other = await t.tokenFor('bdplayer01', DEMO_PASSWORD, 'bd');
    const mine = (await upload(dataUrl('image/png', png(6, 6)))).body.value as { imgUrl: string };
    expect(await imgUrlOf(other, 'bd')).toBeNull();
    const otherId = (await t.value(memberInfo, { token: other, merchant: 'bd' })).id;
    const forged = mine.imgUrl.replace(/members\/\d+-/, `members/${otherId}-`);
    expect((await t.platform.fetch(new Request(forged))).status).toBe(404);
    expect((await upload(dataUrl('image/png', png(2, 2)), other, 'bd')).status).toBe(200);
    expect(await imgUrlOf()).toBe(mine.imgUrl);
  });

  it('R7.11 R5.40 refuses a trial account with in_need_true_account and an anonymous caller with 401', async () => {
    const free = await t.request('POST', freePlay.path, {
      ip: '198.51.100.79',
      body: await encryptedBody(t.platform, { platform: 'W' }),
    });
    const trial = await upload(dataUrl('image/png', png(4, 4)), (free.body.value as { token: string }).token);
    expect(trial.status).toBe(403);
    expect(trial.body.errorCode).toBe(ErrorCode.trialAccount);
    const anonymous = await t.request(uploadMemberIcon.method, uploadMemberIcon.path, {
      body: { dataUrl: dataUrl('image/png', png(4, 4)) },
    });
    expect(anonymous.status).toBe(401);
  });
});
