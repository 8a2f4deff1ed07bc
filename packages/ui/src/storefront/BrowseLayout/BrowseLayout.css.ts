/** BrowseLayout styles: a centred column, the product page's gallery beside its summary, section rhythm, tiles. */
import { style } from '@vanilla-extract/css';
import { SCREEN_BREAKPOINTS } from '@kontor/api/rules';
import { vars } from '../../theme/contract.css.js';
import { PAGE_MAX_WIDTH } from '../../styles/layout.js';

/** The spec's 992 px screen class: gallery and summary side by side from there. */
const SIDE_BY_SIDE = `screen and (min-width: ${SCREEN_BREAKPOINTS[1].minWidth}px)`;

export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  padding: `${vars.space.lg} ${vars.space.md}`,
  maxWidth: PAGE_MAX_WIDTH,
  marginInline: 'auto',
  width: '100%',
  boxSizing: 'border-box',
  minWidth: 0,
});
export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': {
    [SIDE_BY_SIDE]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 4fr)' },
  },
});
export const summary = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', minWidth: 0 });
/** Each line as wide as its content: a link under the title is pressed (and ringed) on its words, not the row. */
export const heading = style({ display: 'grid', gap: vars.space.xxs, justifyItems: 'start' });
export const artNo = style({ margin: 0, fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const description = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.normal });
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end', justifyContent: 'space-between' });
export const chips = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.space.xxl} * 6)), 1fr))`,
});
export const tile = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
  alignContent: 'start',
  minWidth: 0,
});
export const tileImage = style({ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceMuted, display: 'block' });
export const tileTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const tileBody = style({ display: 'grid', gap: vars.space.xxs });
export const chip = style({
  display: 'inline-flex',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
});
