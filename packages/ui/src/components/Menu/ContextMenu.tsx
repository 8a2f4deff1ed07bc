/**
 * ContextMenu and useContextMenu: a Menu opened by right click at the pointer, or by Shift+F10 / the ContextMenu key
 * at the focused element. The popover's code (react-aria's menu, popover and collection code) loads on the first
 * open, so a page whose tabs or rows could carry a menu does not load it for one nobody opens.
 */
import {
  cloneElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { pointerAnchor, pointerX, pointerY } from './ContextMenu.css.js';

const ContextMenuPopover = lazy(() => import('./ContextMenuPopover.js'));

interface Point {
  x: number;
  y: number;
}

export interface ContextMenuTriggerProps {
  onContextMenu: (event: MouseEvent<Element>) => void;
  onKeyDown: (event: KeyboardEvent<Element>) => void;
}

export interface ContextMenuState {
  isOpen: boolean;
  close: () => void;
  /** Spread on the element that owns the menu (a tab, a table row); it must be focusable for keyboard users. */
  triggerProps: ContextMenuTriggerProps;
  /** Renders the menu (a Menu element with an aria-label) at the right place while open. */
  renderMenu: (menu: ReactElement) => ReactNode;
}

/** The keys that ask for a context menu on every desktop platform. */
function isContextMenuKey(event: KeyboardEvent<Element>): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

export function useContextMenu(): ContextMenuState {
  const [point, setOpenAt] = useState<Point | null>(null);
  const [opened, setOpened] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const close = () => setOpenAt(null);
  const setPoint = (at: Point) => {
    setOpened(true);
    setOpenAt(at);
  };

  const triggerProps: ContextMenuTriggerProps = {
    onContextMenu(event) {
      // React bubbles events out of the (portalled) menu too; only the owner's own events count.
      if (!event.currentTarget.contains(event.target as Node)) return;
      event.preventDefault();
      // A keyboard-made contextmenu event carries no pointer position: use the element's corner instead.
      const fromKeyboard = event.clientX === 0 && event.clientY === 0;
      if (fromKeyboard && point) return;
      if (fromKeyboard) {
        const box = (event.target as Element).getBoundingClientRect();
        setPoint({ x: box.left, y: box.bottom });
      } else {
        setPoint({ x: event.clientX, y: event.clientY });
      }
    },
    onKeyDown(event) {
      if (!isContextMenuKey(event) || !event.currentTarget.contains(event.target as Node)) return;
      event.preventDefault();
      const box = (event.target as Element).getBoundingClientRect();
      setPoint({ x: box.left, y: box.bottom });
    },
  };

  const renderMenu = (menu: ReactElement) => (
    <>
      <span
        ref={anchor}
        className={pointerAnchor}
        style={assignInlineVars({
          [pointerX]: `${point?.x ?? 0}px`,
          [pointerY]: `${point?.y ?? 0}px`,
        })}
      />
      {/* Mounted from the first open on, so that closing plays the popover's exit as before. */}
      {opened ? (
        <Suspense fallback={null}>
          <ContextMenuPopover anchor={anchor} isOpen={point !== null} close={close} menu={menu} />
        </Suspense>
      ) : null}
    </>
  );

  return { isOpen: point !== null, close, triggerProps, renderMenu };
}

export interface ContextMenuProps {
  /** The Menu to show; give it an aria-label naming what it acts on. */
  menu: ReactElement;
  /** One focusable element (a tab, a row, a card with tabIndex) that owns the menu. */
  children: ReactElement<Partial<ContextMenuTriggerProps>>;
}

/** Wraps one element so right click, Shift+F10 and the ContextMenu key open `menu` instead of the browser's. */
export function ContextMenu({ menu, children }: ContextMenuProps) {
  const contextMenu = useContextMenu();
  const own = children.props;
  const trigger = cloneElement(children, {
    onContextMenu: (event: MouseEvent<Element>) => {
      own.onContextMenu?.(event);
      contextMenu.triggerProps.onContextMenu(event);
    },
    onKeyDown: (event: KeyboardEvent<Element>) => {
      own.onKeyDown?.(event);
      contextMenu.triggerProps.onKeyDown(event);
    },
  });
  return (
    <>
      {trigger}
      {contextMenu.renderMenu(menu)}
    </>
  );
}
