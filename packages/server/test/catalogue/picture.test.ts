/** Product and brand swatches: the same picture as before (card, shadow, block in the colour), in a few bytes. */
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { swatchPng } from '../../src/routes/catalogue/picture.js';

const SIZE = 240;
const CARD = [0xf4, 0xf3, 0xef];
const SHADOW = [0xdc, 0xdb, 0xd7];

/** What each pixel shows: the geometry the swatch has always had (an 18% inset block, its shadow 6 px down-right). */
function expected(x: number, y: number, colour: number[]): number[] {
  const inset = SIZE * 0.18;
  const inBlock = x >= inset && x < SIZE - inset && y >= inset && y < SIZE - inset * 1.3;
  const inShadow = !inBlock && x >= inset + 6 && x < SIZE - inset + 6 && y >= inset + 6 && y < SIZE - inset * 1.3 + 6;
  return [...(inBlock ? colour : inShadow ? SHADOW : CARD), 0xff];
}

describe('swatchPng', () => {
  it.each([
    ['#6b704a', [0x6b, 0x70, 0x4a]],
    ['#f4f3ef', [0xf4, 0xf3, 0xef]],
    ['#223355', [0x22, 0x33, 0x55]],
  ])('draws %s as a 240 px card with the block and its shadow, pixel for pixel', (hex, colour) => {
    const png = PNG.sync.read(swatchPng(`test-${hex}.png`, hex));
    expect([png.width, png.height]).toEqual([SIZE, SIZE]);
    const wrong: string[] = [];
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const at = (y * SIZE + x) * 4;
        const got = [...png.data.subarray(at, at + 4)];
        if (got.join() !== expected(x, y, colour).join()) wrong.push(`${x},${y}: ${got.join()}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('is a small file (a page shows up to 16 of them) and is made once per name', () => {
    const first = swatchPng('sku-test-size.png', '#6b704a');
    expect(first.byteLength).toBeLessThan(300);
    expect(swatchPng('sku-test-size.png', '#000000')).toBe(first);
  });
});
