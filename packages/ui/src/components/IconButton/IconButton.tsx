/** IconButton: a square button showing only an icon (light, see BaseButton); its translated name is required, since nothing else names it. */
import type { ReactNode } from 'react';
import { BaseButton, type BaseButtonProps } from '../Button/BaseButton.js';
import { cx } from '../../styles/cx.js';
import * as css from './IconButton.css.js';

export const ICON_BUTTON_VARIANTS = ['quiet', 'secondary', 'primary'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];

export interface IconButtonProps extends Omit<BaseButtonProps, 'children' | 'aria-label'> {
  /** The accessible name, already translated (e.g. "Close", "Open cart"). */
  'aria-label': string;
  /** A decorative icon, e.g. from lucide-react; it is hidden from assistive technology. */
  children: ReactNode;
  variant?: IconButtonVariant;
}

type RenderValues = Parameters<Extract<NonNullable<BaseButtonProps['className']>, (...args: never[]) => unknown>>[0];

export function IconButton({ variant = 'quiet', className, children, ...props }: IconButtonProps) {
  return (
    <BaseButton
      {...props}
      data-variant={variant}
      className={
        typeof className === 'function'
          ? (values: RenderValues) => cx(css.base, css.variants[variant], className(values))
          : cx(css.base, css.variants[variant], className)
      }
    >
      <span aria-hidden="true" className={css.glyph}>
        {children}
      </span>
    </BaseButton>
  );
}
