/**
 * The shop's icons, drawn from one shape in the brand's default theme colour: a white K on a blue square, as SVG and
 * as PNG (favicon.ico, the touch icon, the web app manifest's icons). Made on first request and kept.
 */
import { PNG } from 'pngjs';
import { DEFAULT_THEME_COLOR, DEFAULT_THEME_CONTRAST } from '@kontor/api/rules';

type Point = readonly [number, number];

/** The K's strokes in a 100-unit square: the stem, the upper arm, the lower arm. */
const K: readonly (readonly Point[])[] = [
  [[28, 22], [40, 22], [40, 78], [28, 78]],
  [[40, 48], [63, 22], [78, 22], [48, 57]],
  [[47, 45], [78, 78], [63, 78], [40, 54]],
];
/** Rounded corners for the favicon and the SVG; the touch icon is square (iOS rounds it itself). */
const CORNER = 20;

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="${CORNER}" fill="${DEFAULT_THEME_COLOR}"/><path fill="${DEFAULT_THEME_CONTRAST}" d="${K.map((shape) => `M${shape.map(([x, y]) => `${x} ${y}`).join('L')}Z`).join('')}"/></svg>`;

/** The icon links every page's head carries (the files are answered by seo/routes.ts). */
export const ICON_LINKS: readonly string[] = [
  '<link rel="icon" href="/favicon.ico" sizes="32x32">',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  '<link rel="manifest" href="/manifest.webmanifest">',
];

function inside(shape: readonly Point[], x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = shape.length - 1; i < shape.length; j = i, i += 1) {
    const [xi, yi] = shape[i]!;
    const [xj, yj] = shape[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function inSquare(x: number, y: number, corner: number): boolean {
  const cx = Math.min(Math.max(x, corner), 100 - corner);
  const cy = Math.min(Math.max(y, corner), 100 - corner);
  return (x - cx) ** 2 + (y - cy) ** 2 <= corner ** 2;
}

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
const brand = rgb(DEFAULT_THEME_COLOR);
const contrast = rgb(DEFAULT_THEME_CONTRAST);

/** The icon as a `size`-pixel PNG, smoothed by 4×4 samples a pixel. */
export function iconPng(size: number, corner = CORNER): Buffer {
  const png = new PNG({ width: size, height: size });
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) / size) * 100;
          const y = ((py + (sy + 0.5) / samples) / size) * 100;
          if (!inSquare(x, y, corner)) continue;
          const [r, g, b] = K.some((shape) => inside(shape, x, y)) ? contrast : brand;
          sum[0]! += r;
          sum[1]! += g;
          sum[2]! += b;
          sum[3]! += 1;
        }
      }
      const i = (py * size + px) * 4;
      const covered = sum[3]!;
      png.data[i] = covered ? Math.round(sum[0]! / covered) : 0;
      png.data[i + 1] = covered ? Math.round(sum[1]! / covered) : 0;
      png.data[i + 2] = covered ? Math.round(sum[2]! / covered) : 0;
      png.data[i + 3] = Math.round((covered / samples ** 2) * 255);
    }
  }
  return PNG.sync.write(png);
}

/** favicon.ico: an ICO file holding 16 and 32 pixel PNGs (PNG inside ICO, read by every current browser). */
export function faviconIco(): Buffer {
  const images = [16, 32].map((size) => ({ size, data: iconPng(size) }));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}
