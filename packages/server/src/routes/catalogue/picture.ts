/** Product and brand pictures: a PNG swatch in the item's colour, generated once per name and kept in memory. */
import { PNG } from 'pngjs';

const SIZE = 240;
const BACKGROUND = [0xf4, 0xf3, 0xef] as const;
const cache = new Map<string, Buffer>();

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** A light card with a centred block in the colour and a soft shadow under it. */
export function swatchPng(name: string, hex: string): Buffer {
  const cached = cache.get(name);
  if (cached) return cached;
  const png = new PNG({ width: SIZE, height: SIZE });
  const colour = rgb(hex);
  const inset = SIZE * 0.18;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const inBlock = x >= inset && x < SIZE - inset && y >= inset && y < SIZE - inset * 1.3;
      const inShadow =
        !inBlock &&
        x >= inset + 6 &&
        x < SIZE - inset + 6 &&
        y >= inset + 6 &&
        y < SIZE - inset * 1.3 + 6;
      const pixel = inBlock ? colour : inShadow ? BACKGROUND.map((v) => v - 24) : BACKGROUND;
      const offset = (y * SIZE + x) * 4;
      png.data[offset] = pixel[0]!;
      png.data[offset + 1] = pixel[1]!;
      png.data[offset + 2] = pixel[2]!;
      png.data[offset + 3] = 0xff;
    }
  }
  const buffer = PNG.sync.write(png);
  cache.set(name, buffer);
  return buffer;
}
