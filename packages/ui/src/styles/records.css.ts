/** Record lists and fact grids shared by the storefront's lists (orders, after-sales) and detail panels. */
import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { PHONE_BOX } from './layout.js';

/** A list of records: the filters' toolbar above one wrapped line per record. */
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
/** A status chip's shape; each list colours it its own way. */
export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
});

/** Facts as a definition grid that wraps from several columns down to one. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.size.controlLg} * 6)), 1fr))`,
  gap: vars.space.md,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

const pairsBox = createContainer();
/** Narrower than a phone's content box, a term and its value side by side would both wrap inside a word. */
const STACKED_PAIRS = `${pairsBox} ${PHONE_BOX}`;

/** The box term/value pairs measure themselves against (a card, a panel: its width is not its content's). */
export const pairsContainer = style({ containerType: 'inline-size', containerName: pairsBox });

/** Term/value pairs (a `dl`): side by side where both fit, each term above its value in a narrow box. */
export const pairs = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  '@container': { [STACKED_PAIRS]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});
globalStyle(`${pairs} dt`, { color: vars.color.textMuted });
globalStyle(`${pairs} dd`, {
  margin: 0,
  overflowWrap: 'anywhere',
  '@container': { [STACKED_PAIRS]: { marginBlockEnd: vars.space.xs } },
});
