/** Derives the primary colour's companions from the user's theme colour so text on them passes WCAG AA. */

import { tokenVar } from './tokenVar.js';

/** Colours offered as presets beside the free choice (element-ui's own, the first is the spec's default). */
export const THEME_COLOR_PRESETS = ['#409EFF', '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#6959CD', '#F5222D'] as const;

/** The CSS variables the user's theme colour drives (the rest of the primary family derives from them in CSS);
 *  the one home of this list: apply.ts and the head script read it here. */
export const PRIMARY_TONE_VARS = {
  primary: tokenVar('color', 'primary'),
  primaryStrong: tokenVar('color', 'primaryStrong'),
  primaryContrast: tokenVar('color', 'primaryContrast'),
  primaryText: tokenVar('color', 'primaryText'),
  primarySoft: tokenVar('color', 'primarySoft'),
} as const;

export type PrimaryTones = Record<keyof typeof PRIMARY_TONE_VARS, string>;

/**
 * `#rgb` / `#rrggbb` → the tones, or null for anything else.
 * - primaryStrong: a fill that carries primaryContrast text at 4.5:1 or more. Normally the colour darkened
 *   just enough for white text; a very light colour (yellow, light cyan) would turn muddy first, so it
 *   keeps its hue and takes dark text instead.
 * - primarySoft: a pale tint for selected and active backgrounds.
 * - primaryText: the colour as text (links, active tabs) at 4.5:1 on primarySoft and therefore on white.
 *
 * Self-contained on purpose (no outer references): the head script embeds its source text.
 */
export function derivePrimaryTones(color: string): PrimaryTones | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return null;
  let hex = match[1] as string;
  if (hex.length === 3) hex = hex.replace(/./g, (digit) => digit + digit);
  const rgb = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const luminance = (channels: number[]) => {
    const [r = 0, g = 0, b = 0] = channels.map((value) => {
      const s = value / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a: number[], b: number[]) => {
    const [la, lb] = [luminance(a), luminance(b)];
    return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
  };
  const toHex = (channels: number[]) => '#' + channels.map((value) => value.toString(16).padStart(2, '0')).join('');
  const mix = (channels: number[], other: number, share: number) =>
    channels.map((value) => Math.round(value * share + other * (1 - share)));
  const white = [255, 255, 255];
  const dark = [29, 29, 31];
  const AA = 4.5;
  const soft = mix(rgb, 255, 0.12);
  /** The least darkening (in 2 % steps) that lets `channels` reach AA against `background`. */
  const darkenedFor = (background: number[]) => {
    let share = 1;
    while (share > 0 && ratio(mix(rgb, 0, share), background) < AA) share -= 0.02;
    return { channels: mix(rgb, 0, Math.max(share, 0)), darkening: 1 - share };
  };
  const underWhite = darkenedFor(white);
  const keepHue = underWhite.darkening > 0.4 && ratio(rgb, dark) >= AA;
  return {
    primary: toHex(rgb),
    primaryStrong: toHex(keepHue ? rgb : underWhite.channels),
    primaryContrast: toHex(keepHue ? dark : white),
    primaryText: toHex(darkenedFor(soft).channels),
    primarySoft: toHex(soft),
  };
}
