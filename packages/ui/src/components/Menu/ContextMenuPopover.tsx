/** The lazy half of useContextMenu: the themed popover at the pointer with react-aria's menu context, loaded on first open. */
import type { ReactElement, RefObject } from 'react';
import { MenuContext } from 'react-aria-components/Menu';
import { Popover } from '../Popover/Popover.js';
import { popover } from './Menu.css.js';

export interface ContextMenuPopoverProps {
  anchor: RefObject<HTMLSpanElement | null>;
  isOpen: boolean;
  close: () => void;
  menu: ReactElement;
}

export default function ContextMenuPopover({ anchor, isOpen, close, menu }: ContextMenuPopoverProps) {
  return (
    <Popover
      triggerRef={anchor}
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      placement="bottom start"
      className={popover}
      // Inside our menu the browser's own context menu would only cover it.
      onContextMenu={(event) => event.preventDefault()}
    >
      <MenuContext.Provider value={{ autoFocus: 'first', onClose: close }}>{menu}</MenuContext.Provider>
    </Popover>
  );
}
