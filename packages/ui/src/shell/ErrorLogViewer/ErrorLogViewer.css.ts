/** ErrorLogViewer styles: a scrolling table, long messages wrap, stacks fold. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const scroll = style({ maxHeight: '60vh', overflow: 'auto' });

export const message = style({ overflowWrap: 'anywhere', minWidth: `calc(${vars.space.xxl} * 4)` });

export const stack = style({
  margin: `${vars.space.xs} 0 0`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
});

export const nowrap = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const url = style({ overflowWrap: 'anywhere', fontSize: vars.fontSize.sm });
