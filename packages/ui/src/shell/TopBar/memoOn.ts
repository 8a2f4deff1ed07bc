/** memoOn: a memoised part of the bar that re-renders only when one of the props it names changes. */
import { memo, type FunctionComponent } from 'react';

/** The bar hands every part all its props; each part names the ones it shows, so the others never redraw it. */
export function memoOn<P extends object>(component: FunctionComponent<P>, keys: readonly (keyof P)[]) {
  return memo(component, (before, after) => keys.every((key) => Object.is(before[key], after[key])));
}
