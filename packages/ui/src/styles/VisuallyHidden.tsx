/** VisuallyHidden: text or a native input kept for assistive technology but not drawn, without react-aria's focus tracking. */
import type { ReactNode } from 'react';
import { visuallyHidden } from './visuallyHidden.css.js';

/** A drop-in for react-aria's VisuallyHidden where the content never needs to show on focus (react-aria's isFocusable). */
export function VisuallyHidden({ children, elementType: Element = 'div' }: { children: ReactNode; elementType?: 'span' | 'div' }) {
  return <Element className={visuallyHidden}>{children}</Element>;
}
