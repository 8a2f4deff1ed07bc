/** Draws a captcha PNG: 4 characters of a small built-in 5×7 bitmap font, rotated, shifted and crossed by noise. */
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

/** Glyph rows, top to bottom; characters that are easy to confuse (0/O, 1/I/L, 5/S, B/8) are left out. */
const FONT: Record<string, string> = {
  '2': '01110 10001 00001 00110 01000 10000 11111',
  '3': '11110 00001 00001 01110 00001 00001 11110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '9': '01110 10001 10001 01111 00001 00010 01100',
  A: '01110 10001 10001 11111 10001 10001 10001',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11100 10010 10001 10001 10001 10010 11100',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  H: '10001 10001 10001 11111 10001 10001 10001',
  K: '10001 10010 10100 11000 10100 10010 10001',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 11001 10101 10011 10001 10001 10001',
  P: '11110 10001 10001 11110 10000 10000 10000',
  R: '11110 10001 10001 11110 10100 10010 10001',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
};
export const CAPTCHA_ALPHABET = Object.keys(FONT).join('');

const WIDTH = 100;
const HEIGHT = 38;
const SCALE = 3;

export function randomCaptchaText(length: number): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

type Rgb = [number, number, number];
const randomColour = (min: number, max: number): Rgb => [randomInt(min, max), randomInt(min, max), randomInt(min, max)];

export function captchaPng(text: string): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const put = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 4;
    png.data[i] = r;
    png.data[i + 1] = g;
    png.data[i + 2] = b;
    png.data[i + 3] = 255;
  };
  const background = randomColour(225, 255);
  for (let y = 0; y < HEIGHT; y += 1) for (let x = 0; x < WIDTH; x += 1) put(x, y, background);

  const slot = WIDTH / text.length;
  [...text].forEach((char, index) => drawGlyph(char, slot * index + slot / 2 + randomInt(-3, 4), HEIGHT / 2 + randomInt(-4, 5)));
  // Noise: crossing lines and specks, in colours close to the glyphs' so they cannot be filtered by colour.
  for (let line = 0; line < 4; line += 1) drawLine(randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT), randomColour(60, 180));
  for (let speck = 0; speck < 120; speck += 1) put(randomInt(WIDTH), randomInt(HEIGHT), randomColour(40, 200));
  return PNG.sync.write(png);

  function drawGlyph(char: string, cx: number, cy: number) {
    const rows = (FONT[char] ?? '').split(' ');
    const angle = (randomInt(-25, 26) * Math.PI) / 180;
    const shear = randomInt(-3, 4) / 10;
    const colour = randomColour(20, 140);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const reach = 4 * SCALE + 4;
    // Inverse mapping: each pixel around the centre looks up the glyph cell it came from.
    for (let dy = -reach - 4; dy <= reach + 4; dy += 1) {
      for (let dx = -reach; dx <= reach; dx += 1) {
        const u = (cos * dx + sin * dy) / SCALE + 2.5 - shear * (dy / SCALE);
        const v = (-sin * dx + cos * dy) / SCALE + 3.5;
        if (rows[Math.floor(v)]?.[Math.floor(u)] === '1') put(Math.round(cx + dx), Math.round(cy + dy), colour);
      }
    }
  }

  function drawLine(x0: number, y0: number, x1: number, y1: number, colour: Rgb) {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let step = 0; step <= steps; step += 1) {
      put(Math.round(x0 + ((x1 - x0) * step) / steps), Math.round(y0 + ((y1 - y0) * step) / steps), colour);
    }
  }
}
