/** MessageCentre styles: a toolbar over a scrolling table; unread titles weigh more, states carry an icon. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const selectedCount = style({ marginInlineEnd: 'auto', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Narrow screens scroll the table sideways rather than squeezing the titles. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({ width: '100%' });

export const titleButton = style({
  justifyContent: 'flex-start',
  textAlign: 'start',
  whiteSpace: 'normal',
  height: 'auto',
  minHeight: vars.size.controlSm,
  paddingInline: 0,
  // Phones scroll the table sideways instead of breaking a title into one word per line.
  minWidth: `calc(${vars.space.xxl} * 4)`,
});

export const unreadTitle = style({ fontWeight: vars.fontWeight.bold });

export const timeCell = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const readState = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
  selectors: { '&[data-read-state="0"]': { color: vars.color.primaryText, fontWeight: vars.fontWeight.medium } },
});

export const stateIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });

export const collectedIcon = style({ fill: 'currentColor' });

export const stateBox = style({ padding: vars.space.lg });

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${meta} dd`, { margin: 0, color: vars.color.text });

export const content = style({
  marginBlock: `${vars.space.md} 0`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.normal,
});
