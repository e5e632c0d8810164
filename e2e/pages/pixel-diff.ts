// Pixel-by-pixel comparison of two PNG screenshots, decoded by the browser itself (no image
// library): the count of differing pixels (beyond one unit of rounding per channel) and a diff image (differences red on a faded copy).
import type { Page } from '@playwright/test';

export interface PixelDiff {
  width: number;
  height: number;
  /** Both images' sizes, when they differ (then nothing else is compared). */
  sizes?: [string, string];
  differing: number;
  /** PNG with the differing pixels in red, when any differ. */
  diff?: Buffer;
}

export async function pixelDiff(page: Page, a: Buffer, b: Buffer): Promise<PixelDiff> {
  if (a.equals(b)) {
    // The same encoder over the same pixels writes the same bytes.
    const size = { width: a.readUInt32BE(16), height: a.readUInt32BE(20) };
    return { ...size, differing: 0 };
  }
  const result = await page.evaluate(
    async ([srcA, srcB]) => {
      const load = async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return image;
      };
      const [ia, ib] = await Promise.all([load(srcA), load(srcB)]);
      const width = ia.naturalWidth;
      const height = ia.naturalHeight;
      if (width !== ib.naturalWidth || height !== ib.naturalHeight) {
        return { width, height, differing: -1, sizes: [`${width}x${height}`, `${ib.naturalWidth}x${ib.naturalHeight}`] as [string, string] };
      }
      const pixels = (image: HTMLImageElement) => {
        const ctx = new OffscreenCanvas(width, height).getContext('2d')!;
        ctx.drawImage(image, 0, 0);
        return ctx.getImageData(0, 0, width, height).data;
      };
      const [pa, pb] = [pixels(ia), pixels(ib)];
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d')!;
      const out = ctx.createImageData(width, height);
      let differing = 0;
      for (let i = 0; i < pa.length; i += 4) {
        // One unit per channel is the rasterizer's rounding at anti-aliased edges (seen at rounded
        // corners between two loads of the same CSS under load); any style change moves more.
        const same = [0, 1, 2, 3].every((k) => Math.abs(pa[i + k]! - pb[i + k]!) <= 1);
        if (!same) differing++;
        const grey = 255 - (255 - (pa[i]! + pa[i + 1]! + pa[i + 2]!) / 3) / 4;
        out.data.set(same ? [grey, grey, grey, 255] : [255, 0, 0, 255], i);
      }
      ctx.putImageData(out, 0, 0);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { width, height, differing, diff: differing ? btoa(binary) : undefined };
    },
    [`data:image/png;base64,${a.toString('base64')}`, `data:image/png;base64,${b.toString('base64')}`] as const,
  );
  return { ...result, diff: 'diff' in result && result.diff ? Buffer.from(result.diff, 'base64') : undefined };
}
