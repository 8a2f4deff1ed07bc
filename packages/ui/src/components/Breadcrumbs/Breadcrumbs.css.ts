/** Breadcrumbs styles: links separated by a chevron; the current page is plain text. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';
import { focusRing } from '../../styles/focus.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center' });

export const separator = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  margin: `0 ${vars.space.xs}`,
  color: vars.color.textMuted,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryText, textDecoration: 'underline' },
    '&[data-focus-visible]': focusRing,
    '&[data-current]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.medium,
      cursor: 'default',
      textDecoration: 'none',
    },
  },
});
