/**
 * IconButton: a square button showing only an icon; its translated name is required, since nothing else names it.
 * It is react-aria's Button: an icon button is nearly always the trigger of a tooltip, menu, dialog or a close slot,
 * which react-aria reaches through PressResponder, FocusableProvider and slots.
 */
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { cx } from '../../styles/cx.js';
import * as css from './IconButton.css.js';

export const ICON_BUTTON_VARIANTS = ['quiet', 'secondary', 'primary'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label'> {
  /** The accessible name, already translated (e.g. "Close", "Open cart"). */
  'aria-label': string;
  /** A decorative icon, e.g. from lucide-react; it is hidden from assistive technology. */
  children: ReactNode;
  variant?: IconButtonVariant;
}

export function IconButton({ variant = 'quiet', className, children, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (given) => cx(css.base, css.variants[variant], given))}
    >
      <span aria-hidden="true" className={css.glyph}>
        {children}
      </span>
    </AriaButton>
  );
}
