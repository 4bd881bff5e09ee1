import { describe, expect, it } from 'vitest';
import { imageMediaType, imageSize } from './image-bytes';

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const le16 = (n: number) => [n & 255, (n >> 8) & 255];
const riff = (chunk: number[]) => new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBP'), ...chunk]);

describe('image bytes (R7.11, R5.35-R5.37)', () => {
  it('R7.11 names png, jpeg and webp by their signature, and nothing else (gif, RIFF audio, text, too short)', () => {
    expect(imageMediaType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(imageMediaType(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(imageMediaType(riff([]))).toBe('image/webp');
    expect(imageMediaType(new Uint8Array(ascii('GIF89a')))).toBeNull();
    expect(imageMediaType(new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')]))).toBeNull();
    expect(imageMediaType(new Uint8Array(ascii('hello.png')))).toBeNull();
    expect(imageMediaType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });

  it('R7.11 reads the size of a lossy (VP8) and a lossless (VP8L) webp', () => {
    // VP8: frame tag (3 bytes), start code 9d 01 2a, then 14-bit width and height.
    const vp8 = riff([...ascii('VP8 '), 0, 0, 0, 0, 0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(320), ...le16(240)]);
    expect(imageSize(vp8)).toEqual({ width: 320, height: 240 });
    // VP8L: signature 0x2f, then width-1 and height-1 in 14 bits each.
    const bits = (64 - 1) | ((64 - 1) << 14);
    const vp8l = riff([
      ...ascii('VP8L'),
      0,
      0,
      0,
      0,
      0x2f,
      bits & 255,
      (bits >> 8) & 255,
      (bits >> 16) & 255,
      (bits >>> 24) & 255,
    ]);
    expect(imageSize(vp8l)).toEqual({ width: 64, height: 64 });
  });

  it("R7.11 skips a jpeg's other segments to its frame, and answers null for a header cut short", () => {
    const app1 = [0xff, 0xe1, 0x00, 0x06, 1, 2, 3, 4];
    const sof2 = [
      0xff, 0xc2, 0x00, 0x11, 0x08, 0x01, 0x00, 0x02, 0x00, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
    ];
    expect(imageSize(new Uint8Array([0xff, 0xd8, ...app1, ...sof2]))).toEqual({ width: 512, height: 256 });
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
    expect(imageSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBeNull();
    expect(imageSize(riff([...ascii('VP8X')]))).toBeNull();
    expect(imageSize(new Uint8Array(ascii('GIF89a')))).toBeNull();
  });
});
