/** ServicePostList styles: the filter above one wrapped row per post, the open one marked; status chips by tone. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: vars.space.sm,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  selectors: { '&[data-current]': { background: vars.color.primarySoft } },
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-status="1"]': { background: vars.color.successSoft },
    '&[data-status="2"]': { background: vars.color.surfaceMuted },
    '&[data-status="0"]': { background: vars.color.infoSoft },
  },
});
export const statusIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });
export const empty = style({ color: vars.color.textMuted, margin: 0 });
