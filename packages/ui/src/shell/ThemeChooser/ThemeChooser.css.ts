/** ThemeChooser styles: each theme with a swatch of its sidebar and header colours. */
import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.js';

export const trigger = style({ display: 'inline-flex', alignItems: 'center', color: 'inherit' });

/**
 * The swatch's edge in the menu's own theme: read here, outside the swatch, whose attribute re-themes every colour
 * inside it. Its own theme's border was the colour of its own light surface, so "Hey" and "D2" hardly showed.
 */
const menuEdge = createVar();

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  vars: { [menuEdge]: vars.color.borderStrong },
});

export const swatch = style({
  display: 'inline-grid',
  gridTemplateColumns: '1fr 2fr',
  width: vars.size.iconLg,
  height: vars.size.iconSm,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  // Under the sidebar's and header's colours, as in the shell: a transparent sidebar (star) shows the sky.
  background: vars.shell.backdrop,
  border: `${vars.border.width} solid ${menuEdge}`,
});

export const swatchSide = style({ background: vars.shell.sidebarBg });
export const swatchHead = style({ background: vars.shell.headerBg });
