/** WelcomePanel styles: a greeting band, the sales-contact card and a grid of shortcut tiles. */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';
import { SCREEN_BREAKPOINTS } from '@kontor/api/rules';

/** Two columns from the spec's 992 px breakpoint (screen 2) up. */
const wide = `screen and (min-width: ${SCREEN_BREAKPOINTS[1].minWidth}px)`;

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

const panel = {
  background: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
} as const;

export const hero = style({ ...panel, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const greeting = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const card = style({ ...panel });

export const cardTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

/** Each label above its value: beside it, a German label left the phone number a third of the card (it broke in three). */
export const contact = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxs,
  margin: 0,
});

globalStyle(`${contact} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${contact} dd`, { margin: `0 0 ${vars.space.xs}`, overflowWrap: 'anywhere' });

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
  // A phone number is read and dialled as one: it never breaks.
  whiteSpace: 'nowrap',
  color: vars.color.primaryText,
  textDecoration: 'underline',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const shortcutsBox = style({
  ...panel,
  '@media': { [wide]: { gridColumn: '1 / -1' } },
});

export const shortcuts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.space.xxl} * 4)), 1fr))`,
  // Every row as tall as the tallest: a German label that wraps no longer makes one tile taller than the rest.
  gridAutoRows: '1fr',
});
globalStyle(`${shortcuts} > li`, { display: 'flex' });

/** A tile too narrow for its label and unread count puts the count on a line of its own: words are never split
 *  (`Nachrichten` broke into `Nachrich` / `ten` beside `3 ungelesen`), only a word longer than the tile is. */
export const shortcut = style({
  display: 'flex',
  flex: '1 1 auto',
  flexWrap: 'wrap',
  alignItems: 'center',
  // A tile whose count took a line of its own centres the two lines as one block, as the one-line tiles beside it
  // are centred: the lines had spread from the top ("Nachrichten / 2 ungelesen" sat high in its tile).
  alignContent: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  minHeight: vars.size.controlLg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'break-word',
  selectors: {
    '&:hover': { background: vars.color.primarySoft, borderColor: vars.color.primary },
    '&:focus-visible': focusRing,
  },
});

/** The icon and the label, one flex item: the label wraps beside its icon, at spaces and hyphens. */
export const shortcutLabel = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flex: '1 1 auto', minWidth: 0 });

export const shortcutIcon = style({ width: vars.size.iconMd, height: vars.size.iconMd, flexShrink: 0, color: vars.color.primaryText });

export const count = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.primaryText,
  whiteSpace: 'nowrap',
});
