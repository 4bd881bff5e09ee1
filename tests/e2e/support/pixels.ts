import type { Page } from '@playwright/test';

/**
 * The share of pixels that differ (any channel by more than 32 of 255) between two PNG screenshots,
 * measured by the page's own canvas (no image library in the suite); 1 when their sizes differ.
 */
export async function pixelDifference(page: Page, before: Buffer, after: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return {
          width: image.width,
          height: image.height,
          data: context.getImageData(0, 0, image.width, image.height).data,
        };
      };
      const [one, two] = [await pixels(a), await pixels(b)];
      if (one.width !== two.width || one.height !== two.height) return 1;
      let differing = 0;
      for (let i = 0; i < one.data.length; i += 4) {
        for (let channel = 0; channel < 3; channel++) {
          if (Math.abs(one.data[i + channel]! - two.data[i + channel]!) > 32) {
            differing += 1;
            break;
          }
        }
      }
      return differing / (one.width * one.height);
    },
    [before.toString('base64'), after.toString('base64')] as const,
  );
}
