/** ContextMenu styles: a zero-size point at the pointer that the menu is positioned against; set inline at run time. */
import { createVar, style } from '@vanilla-extract/css';

export const pointerX = createVar();
export const pointerY = createVar();

export const pointerAnchor = style({
  position: 'fixed',
  left: pointerX,
  top: pointerY,
  width: 0,
  height: 0,
  pointerEvents: 'none',
});
