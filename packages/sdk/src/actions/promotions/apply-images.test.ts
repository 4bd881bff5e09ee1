import { describe, expect, it } from 'vitest';
import { applyFormProblems } from './apply-form';
import { APPLY_IMAGE_MAX_BYTES, addApplyImages, checkApplyImage, imageTypeOf } from './apply-images';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

const file = (name: string, bytes: number[], type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** A file that says it is `size` bytes without holding them. */
const sized = (name: string, head: number[], size: number) => {
  const real = file(name, head);
  return { name, size, slice: real.slice.bind(real), arrayBuffer: real.arrayBuffer.bind(real) };
};

describe('application screenshots', () => {
  it('tells png and jpg apart by their first bytes, and nothing else passes', () => {
    expect(imageTypeOf(new Uint8Array(PNG))).toBe('image/png');
    expect(imageTypeOf(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(imageTypeOf(new Uint8Array(GIF))).toBeNull();
    expect(imageTypeOf(new Uint8Array([0x89, 0x50]))).toBeNull();
  });

  it('refuses a file named .png that is not one: the bytes decide, not the name or the label', async () => {
    expect(await checkApplyImage(file('fake.png', GIF, 'image/png'), 0)).toEqual({ problem: 'image_type' });
    expect(await checkApplyImage(file('photo.bin', JPEG, 'application/octet-stream'), 0)).toEqual({
      problem: null,
      type: 'image/jpeg',
    });
  });

  it('refuses an image over 5 MB before reading it, and a fourth image', async () => {
    expect(await checkApplyImage(sized('big.png', PNG, APPLY_IMAGE_MAX_BYTES + 1), 0)).toEqual({
      problem: 'image_size',
    });
    expect(await checkApplyImage(sized('max.png', PNG, APPLY_IMAGE_MAX_BYTES), 0)).toMatchObject({
      problem: null,
    });
    expect(await checkApplyImage(file('four.png', PNG), 3)).toEqual({ problem: 'image_count' });
  });

  it('reads accepted files as data URLs labelled by their bytes, keeps the first problem and skips the refused', async () => {
    const { images, problem } = await addApplyImages(
      [],
      [file('a.jpg', JPEG, 'image/png'), file('b.gif', GIF), file('c.png', PNG)],
    );
    expect(problem).toBe('image_type');
    expect(images.map((image) => image.name)).toEqual(['a.jpg', 'c.png']);
    expect(images[0]?.dataUrl).toBe(`data:image/jpeg;base64,${btoa(String.fromCharCode(...JPEG))}`);
    expect(images[1]?.dataUrl.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    const more = await addApplyImages(images, [file('d.png', PNG), file('e.png', PNG)]);
    expect(more.images).toHaveLength(3);
    expect(more.problem).toBe('image_count');
  });
});

describe('the application form', () => {
  it('asks for a remark of 1 to 140 characters (trimmed) and at least one image', () => {
    const image = {
      name: 'a.png',
      dataUrl: 'data:image/png;base64,AA==',
      bytes: 1,
      type: 'image/png' as const,
    };
    expect(applyFormProblems({ remark: ' ', images: [] })).toEqual({
      remark: 'remark_required',
      images: 'images_required',
    });
    expect(applyFormProblems({ remark: `${'x'.repeat(140)}  `, images: [image] })).toEqual({
      remark: null,
      images: null,
    });
    expect(applyFormProblems({ remark: 'x'.repeat(141), images: [image] }).remark).toBe('remark_too_long');
  });
});
