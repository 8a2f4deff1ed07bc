/** ShopFooter styles: company details beside the link list; stacked on a phone. */
import { globalStyle, style } from '@vanilla-extract/css';
import { PAGE_MAX_WIDTH } from '../../styles/layout.js';
import { vars } from '../../theme/contract.css.js';

export const root = style({
  marginTop: vars.space.xxl,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, calc(${vars.space.xxl} * 7)), 1fr))`,
  gap: vars.space.xl,
  // The page's own column (BrowseLayout): the footer starts where the content above it starts.
  maxWidth: PAGE_MAX_WIDTH,
  width: '100%',
  boxSizing: 'border-box',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
});

/** The links' heading looks like the contact block's beside it. */
export { heading } from '../ContactBlock/ContactBlock.css.js';

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxl} * 4), 1fr))`,
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
// One look for every link of the list, whether it stays in the shop or is the mail link ("Contact us").
globalStyle(`${links} a`, { textDecoration: 'none', fontWeight: vars.fontWeight.medium });
globalStyle(`${links} a:hover`, { textDecoration: 'underline' });

export const copyright = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
