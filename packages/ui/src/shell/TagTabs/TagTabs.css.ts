/** TagTabs styles: a 40 px bar of page tabs in the theme's tab colours above the scrolling page. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { shellSize } from '../AdminFrame/sizes.js';

export const tabs = style({ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' });

/** react-aria's Tabs element adds no box: its bar and panels sit in the column above, beside a page without a tab. */
export const tabsInner = style({ display: 'contents' });

export const bar = style({
  display: 'flex',
  alignItems: 'stretch',
  height: shellSize.tabs,
  flexShrink: 0,
  background: vars.shell.tabsBg,
  borderBottom: `${vars.border.width} solid ${vars.shell.tabsBorder}`,
  paddingInline: vars.space.sm,
  gap: vars.space.xs,
});

export const list = style({
  flex: 1,
  minWidth: 0,
  borderBottom: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  // The tag bar keeps one row of its fixed height: its More menu reaches the tags that do not fit.
  flexWrap: 'nowrap',
  scrollbarWidth: 'thin',
});

export const tab = style({
  height: `calc(${shellSize.tabs} - ${vars.space.sm})`,
  paddingBlock: 0,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.shell.tabsText,
  border: `${vars.border.width} solid ${vars.shell.tabsBorder}`,
  borderRadius: vars.radius.md,
  background: vars.shell.tabsItemBg,
  selectors: {
    '&[data-hovered]:not([data-disabled])': { color: vars.shell.tabsHoverText },
    '&[data-selected]': {
      background: vars.shell.tabsActiveBg,
      color: vars.shell.tabsActiveText,
      borderColor: vars.shell.tabsActiveBg,
      borderBottomColor: vars.shell.tabsActiveBg,
    },
  },
});

export const panel = style({
  flex: 1,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  padding: 0,
});

/** The panel of a page kept alive behind another tab: no room, no paint. */
export const keptPanel = style({ display: 'none' });

export const more = style({ alignSelf: 'center', color: vars.shell.tabsText });
