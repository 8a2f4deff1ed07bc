/**
 * Product and brand pictures: a PNG swatch in the item's colour, generated once per name and kept in memory.
 * Written as a 2-bit palette PNG: a swatch has three colours, so each pixel is a palette index and the file is
 * ~150 bytes instead of ~760 as 8-bit RGBA, with the same pixels (a storefront page shows up to 16 of them).
 */
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 240;
const BACKGROUND = [0xf4, 0xf3, 0xef] as const;
const SHADOW = BACKGROUND.map((v) => v - 24);
const BITS = 2;
const PER_BYTE = 8 / BITS;
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const cache = new Map<string, Buffer>();

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** One PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The palette index of a pixel: 0 the light card, 1 the soft shadow, 2 the centred block in the colour. */
function indexAt(x: number, y: number): number {
  const inset = SIZE * 0.18;
  const inBlock = x >= inset && x < SIZE - inset && y >= inset && y < SIZE - inset * 1.3;
  if (inBlock) return 2;
  const inShadow = x >= inset + 6 && x < SIZE - inset + 6 && y >= inset + 6 && y < SIZE - inset * 1.3 + 6;
  return inShadow ? 1 : 0;
}

/** A light card with a centred block in the colour and a soft shadow under it. */
export function swatchPng(name: string, hex: string): Buffer {
  const cached = cache.get(name);
  if (cached) return cached;
  const rowBytes = Math.ceil(SIZE / PER_BYTE);
  // Each scanline: filter type 0 (none), then the packed indices, first pixel in the high bits.
  const raw = Buffer.alloc((rowBytes + 1) * SIZE);
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const at = y * (rowBytes + 1) + 1 + Math.floor(x / PER_BYTE);
      raw[at] = raw[at]! | (indexAt(x, y) << (8 - BITS * (1 + (x % PER_BYTE))));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = BITS;
  header[9] = 3; // colour type: palette
  const buffer = Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from([...BACKGROUND, ...SHADOW, ...rgb(hex)])),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  cache.set(name, buffer);
  return buffer;
}
