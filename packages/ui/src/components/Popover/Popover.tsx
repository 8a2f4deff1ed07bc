/** Popover: a themed react-aria Popover, and PopoverDialog for interactive content opened by a PopoverTrigger. */
import type { ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Dialog, Heading, type DialogProps } from 'react-aria-components/Dialog';
import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components/Popover';
import { cx } from '../../styles/cx.js';
import { DialogTrigger } from '../Dialog/DialogTrigger.js';
import * as css from './Popover.css.js';

export type PopoverProps = AriaPopoverProps;

/** The floating surface; inside a trigger (DialogTrigger, MenuTrigger, Select…) it is positioned automatically. */
export function Popover({ className, ...props }: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      className={composeRenderProps(className, (given) => cx(css.surface, given))}
    />
  );
}

/** Opens its Popover when its first child (a Button, an IconButton) is pressed; Escape and outside clicks close it. */
export const PopoverTrigger = DialogTrigger;

export interface PopoverDialogProps extends Omit<DialogProps, 'children'> {
  /** A visible heading that also names the dialog; without it, pass `aria-label`. */
  title?: ReactNode;
  children: DialogProps['children'];
  placement?: AriaPopoverProps['placement'];
}

/** A popover holding interactive content (filters, a short form); focus moves in and returns to the trigger on close. */
export function PopoverDialog({
  title,
  children,
  placement = 'bottom start',
  className,
  ...props
}: PopoverDialogProps) {
  return (
    <Popover placement={placement}>
      <Dialog {...props} className={cx(css.dialog, className)}>
        {(renderProps) => (
          <>
            {title != null && (
              <Heading slot="title" className={css.title}>
                {title}
              </Heading>
            )}
            {typeof children === 'function' ? children(renderProps) : children}
          </>
        )}
      </Dialog>
    </Popover>
  );
}
