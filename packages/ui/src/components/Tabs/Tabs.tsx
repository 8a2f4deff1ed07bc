/** Tabs: switch between panels; a tab may be closable (pointer: its × mark, keyboard: Delete) and carry a context menu. */
import { useRef, type JSX, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';
import X from 'lucide-react/icons/x';
import { useIntl } from 'react-intl';
import { cx } from '../../styles/cx.js';
import { useContextMenu } from '../Menu/ContextMenu.js';
import * as css from './Tabs.css.js';
import { messages } from './Tabs.messages.js';
import { useTabStrip } from './useTabStrip.js';

export function Tabs({ className, ...props }: AriaTabsProps) {
  return (
    <AriaTabs
      {...props}
      className={composeRenderProps(className, (given) => cx(css.tabs, given))}
    />
  );
}

/** One row of tabs; when they do not fit, the row scrolls sideways with its hidden side faded, the selected tab in view. */
export function TabList<T extends object>({ className, ...props }: AriaTabListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  useTabStrip(ref);
  return (
    <AriaTabList
      {...props}
      ref={ref}
      className={composeRenderProps(className, (given) => cx(css.tabList, given))}
    />
  );
}

/** Shell tabs switch by selection, not as links, so a tab is always a plain element. */
type LinkProps =
  'href' | 'hrefLang' | 'target' | 'rel' | 'download' | 'ping' | 'referrerPolicy' | 'routerOptions';

export interface TabProps extends Omit<AriaTabProps, 'render' | 'children' | LinkProps> {
  children: ReactNode;
  /** The tab's name as plain text, when `children` is not a string (used in "Close …"). */
  textValue?: string;
  /** Makes the tab closable: a × mark for the pointer, Delete or Backspace for the keyboard. */
  onClose?: () => void;
  /** A Menu (with an aria-label) opened by right click, Shift+F10 or the ContextMenu key on this tab. */
  contextMenu?: ReactElement;
}

export function Tab({ children, textValue, onClose, contextMenu, className, ...props }: TabProps) {
  const intl = useIntl();
  const menu = useContextMenu();
  const name = textValue ?? (typeof children === 'string' ? children : '');
  const closeLabel = intl.formatMessage(messages.close, { tab: name });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (onClose && (event.key === 'Delete' || event.key === 'Backspace')) {
      event.preventDefault();
      onClose();
      return;
    }
    if (contextMenu) menu.triggerProps.onKeyDown(event);
  }

  return (
    <AriaTab
      {...props}
      className={composeRenderProps(className, (given) => cx(css.tab, given))}
      // Rendering the element ourselves is how keyboard and context-menu handlers reach the tab itself.
      render={(given) => {
        const domProps = given as JSX.IntrinsicElements['div'];
        return (
          // role and tabIndex come from react-aria in domProps; the defaults here only tell the linter what it is.
          <div
            role="tab"
            tabIndex={-1}
            {...domProps}
            aria-keyshortcuts={onClose ? 'Delete' : undefined}
            onKeyDown={(event) => {
              domProps.onKeyDown?.(event);
              onKeyDown(event);
            }}
            onContextMenu={contextMenu ? menu.triggerProps.onContextMenu : domProps.onContextMenu}
          />
        );
      }}
    >
      <span className={css.label}>{children}</span>
      {onClose && (
        // Hidden from assistive technology and never focused: a button inside a tab is not allowed; keyboard users press Delete.
        <span
          aria-hidden="true"
          title={closeLabel}
          className={css.close}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={(event) => {
            event.stopPropagation();
            onClose();
          }}
        >
          <X className={css.closeIcon} />
        </span>
      )}
      {contextMenu && menu.renderMenu(contextMenu)}
    </AriaTab>
  );
}

export function TabPanel({ className, ...props }: AriaTabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, (given) => cx(css.panel, given))}
    />
  );
}
