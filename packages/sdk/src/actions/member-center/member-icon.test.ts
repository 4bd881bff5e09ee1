import { uploadMemberIcon as uploadMemberIconEndpoint } from '@lobbykit/api-client/member-center';
import { beforeEach, describe, expect, it } from 'vitest';
import { $session } from '../../stores/session';
import { type Harness, setUpRuntime } from '../../testing/fake-platform';
import { signIn } from '../../testing/lobby-fixtures';
import {
  CENTRED_FRAME,
  checkMemberIconFile,
  cropMemberIcon,
  type IconCanvas,
  MEMBER_ICON_LIMITS,
  squareCrop,
  uploadMemberIcon,
} from './member-icon';

const ICON = 'data:image/webp;base64,UklGRgAAAABXRUJQ';
const fileOf = (bytes: number[], size = bytes.length) => ({
  size,
  slice: (start = 0, end = bytes.length) => ({
    arrayBuffer: async () => new Uint8Array(bytes.slice(start, end)).buffer,
  }),
});

let harness: Harness;
beforeEach(() => {
  harness = setUpRuntime();
});

describe('member icon (R7.11)', () => {
  it('R7.11 takes png, jpg and webp by their bytes, and refuses a gif or a renamed text file before anything is drawn', async () => {
    expect(
      await checkMemberIconFile(fileOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    ).toBeNull();
    expect(await checkMemberIconFile(fileOf([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    const webp = [...'RIFF']
      .map((c) => c.charCodeAt(0))
      .concat(
        [0, 0, 0, 0],
        [...'WEBP'].map((c) => c.charCodeAt(0)),
      );
    expect(await checkMemberIconFile(fileOf(webp))).toBeNull();
    expect(await checkMemberIconFile(fileOf([...'GIF89a'].map((c) => c.charCodeAt(0))))).toBe(
      'icon_not_image',
    );
    expect(await checkMemberIconFile(fileOf([...'hello.png'].map((c) => c.charCodeAt(0))))).toBe(
      'icon_not_image',
    );
  });

  it('R7.11 refuses a file over 2 MB by its size', async () => {
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    expect(await checkMemberIconFile(fileOf(png, MEMBER_ICON_LIMITS.maxBytes))).toBeNull();
    expect(await checkMemberIconFile(fileOf(png, MEMBER_ICON_LIMITS.maxBytes + 1))).toBe('icon_too_large');
  });

  it('R7.11 crops a square: centred on the short side, zoomed in, panned to an edge and never outside the picture', () => {
    expect(squareCrop(400, 300, CENTRED_FRAME)).toEqual({ sx: 50, sy: 0, side: 300 });
    expect(squareCrop(300, 400, { zoom: 2, x: 0.5, y: 0.5 })).toEqual({ sx: 75, sy: 125, side: 150 });
    expect(squareCrop(400, 300, { zoom: 1, x: 0, y: 1 })).toEqual({ sx: 0, sy: 0, side: 300 });
    expect(squareCrop(400, 300, { zoom: 1, x: 7, y: -3 })).toEqual({ sx: 100, sy: 0, side: 300 });
    expect(squareCrop(400, 400, { zoom: 0.2, x: 0.5, y: 0.5 }).side).toBe(400);
  });

  it('R7.11 draws the framed square onto a square canvas of the icon side and exports it', () => {
    const drawn: number[][] = [];
    const canvas: IconCanvas = {
      width: 0,
      height: 0,
      getContext: () => ({ drawImage: (_image, ...box) => drawn.push(box) }),
      toDataURL: (type) => `data:${type};base64,AAAA`,
    };
    const url = cropMemberIcon({ width: 1000, height: 500 }, CENTRED_FRAME, () => canvas);
    expect(url).toBe('data:image/webp;base64,AAAA');
    expect([canvas.width, canvas.height]).toEqual([MEMBER_ICON_LIMITS.side, MEMBER_ICON_LIMITS.side]);
    expect(drawn).toEqual([[250, 0, 500, 500, 0, 0, MEMBER_ICON_LIMITS.side, MEMBER_ICON_LIMITS.side]]);
  });

  it('R7.11 uploads with the token and the session shows the new icon at once', async () => {
    await signIn(harness);
    harness.platform.on(uploadMemberIconEndpoint, {
      imgUrl: 'https://api.test/cdn/images/members/7-abc.img',
    });
    expect(await uploadMemberIcon(ICON)).toEqual({
      status: 'saved',
      imgUrl: 'https://api.test/cdn/images/members/7-abc.img',
    });
    const [call] = harness.platform.calls(uploadMemberIconEndpoint);
    expect(call?.body).toEqual({ dataUrl: ICON });
    expect(call?.headers.get('Authorization')).toBe($session.get().token);
    expect($session.get().imgUrl).toBe('https://api.test/cdn/images/members/7-abc.img');
    expect($session.get().member?.imgUrl).toBe('https://api.test/cdn/images/members/7-abc.img');
  });

  it("R7.11 answers the server's refusal of the image as a problem and keeps the old icon", async () => {
    await signIn(harness);
    harness.platform.fail(uploadMemberIconEndpoint, 'validation_error', {
      status: 400,
      field: 'dataUrl',
      messageKey: 'icon_not_square',
    });
    expect(await uploadMemberIcon(ICON)).toEqual({ status: 'invalid', problem: 'icon_not_square' });
    expect($session.get().imgUrl).toBeNull();
  });

  it('R7.11 R5.40 a guest or a trial player is refused before anything is sent', async () => {
    await expect(uploadMemberIcon(ICON)).rejects.toMatchObject({ errorCode: 'not_logged_in' });
    await signIn(harness, 4);
    await expect(uploadMemberIcon(ICON)).rejects.toMatchObject({ errorCode: 'in_need_true_account' });
    expect(harness.platform.calls(uploadMemberIconEndpoint)).toHaveLength(0);
  });
});
