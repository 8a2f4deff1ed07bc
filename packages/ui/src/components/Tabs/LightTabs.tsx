/**
 * LightTabs: the kit's Tabs for a fixed, small set of tabs, without react-aria's collection and selection machinery.
 *
 * Why: react-aria-components' Tabs builds a collection and a selection manager (with their focus scope and
 * scrolling helpers), about 21 kB gzip on the first load of a route that only switches between two static forms
 * (the login form). The same accessible tabs pattern fits in a few hooks: role tablist/tab/tabpanel, the selected
 * tab alone in the Tab order, arrow keys (wrapping, mirrored in right-to-left languages), Home and End, automatic
 * activation, aria-selected/aria-controls/aria-labelledby, and the hidden panels inert. The props, the DOM and the
 * data attributes (data-selected, data-focus-visible, data-hovered, data-inert, ...) are react-aria's, so the
 * kit's tab styles and tests apply unchanged. Not supported: dynamic collections (`items`), links, vertical
 * orientation, manual activation; use the kit's Tabs for those.
 */
import {
  createContext,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useLocale } from 'react-aria-components/I18nProvider';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { mergeProps } from 'react-aria/mergeProps';
import { cx } from '../../styles/cx.js';
import * as css from './Tabs.css.js';

export type TabKey = string | number;

interface TabsState {
  baseId: string;
  selectedKey: TabKey;
  select: (key: TabKey) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabsState(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('LightTabs parts must be inside <Tabs>');
  return state;
}

/** An id safe for the DOM from the tabs' id and a key (react-aria's scheme: `{tabs}-{role}-{key}`). */
const partId = (state: TabsState, key: TabKey, role: 'tab' | 'tabpanel') =>
  `${state.baseId}-${role}-${String(key).replace(/\s+/g, '')}`;

export interface TabsProps {
  /** The selected tab (controlled). */
  selectedKey?: TabKey | undefined;
  /** The tab selected first (uncontrolled). One of the two is needed: the light tabs do not count their tabs. */
  defaultSelectedKey?: TabKey | undefined;
  onSelectionChange?: (key: TabKey) => void;
  className?: string;
  children: ReactNode;
}

export function Tabs({
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
  children,
}: TabsProps) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState<TabKey>(() => defaultSelectedKey ?? selectedKey ?? '');
  const current = selectedKey ?? ownKey;
  const select = (key: TabKey) => {
    if (key === current) return;
    setOwnKey(key);
    onSelectionChange?.(key);
  };
  return (
    <TabsContext.Provider value={{ baseId, selectedKey: current, select }}>
      <div className={cx(css.tabs, className)} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext.Provider>
  );
}

export interface TabListProps {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
  children: ReactNode;
}

export function TabList({ className, children, ...labels }: TabListProps) {
  useTabsState();
  return (
    <div
      {...labels}
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cx(css.tabList, className)}
    >
      {children}
    </div>
  );
}

const NEXT: Record<string, 1 | -1> = { ArrowRight: 1, ArrowLeft: -1 };

/** Arrows move to the next or previous enabled tab (wrapping, mirrored right to left), Home and End to the ends. */
function moveFocus(event: KeyboardEvent<HTMLElement>, direction: 'ltr' | 'rtl') {
  const list = event.currentTarget.closest('[role="tablist"]');
  const tabs = list
    ? [...list.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])')]
    : [];
  const at = tabs.indexOf(event.currentTarget);
  const step = NEXT[event.key];
  let to: number;
  if (step !== undefined)
    to = (at + (direction === 'rtl' ? -step : step) + tabs.length) % tabs.length;
  else if (event.key === 'Home') to = 0;
  else if (event.key === 'End') to = tabs.length - 1;
  else return;
  event.preventDefault();
  // Focus selects (automatic activation, as react-aria's tabs do by default).
  tabs[to]?.focus();
}

export interface TabProps {
  id: TabKey;
  isDisabled?: boolean;
  className?: string;
  children: ReactNode;
}

export function Tab({ id, isDisabled = false, className, children }: TabProps) {
  const state = useTabsState();
  const { direction } = useLocale();
  const isSelected = state.selectedKey === id;
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const select = () => {
    if (!isDisabled) state.select(id);
  };
  return (
    <div
      {...mergeProps(focusProps, hoverProps, {
        onFocus: select,
        onClick: select,
        onKeyDown: (event: KeyboardEvent<HTMLElement>) => moveFocus(event, direction),
      })}
      id={partId(state, id, 'tab')}
      role="tab"
      aria-selected={isSelected}
      aria-disabled={isDisabled || undefined}
      aria-controls={isSelected ? partId(state, id, 'tabpanel') : undefined}
      tabIndex={isDisabled ? undefined : isSelected ? 0 : -1}
      className={cx(css.tab, className)}
      data-key={id}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      {children}
    </div>
  );
}

export interface TabPanelProps {
  id: TabKey;
  /** Keeps the panel mounted (hidden and inert) while another tab is selected, so what was typed in it stays. */
  shouldForceMount?: boolean;
  className?: string;
  children: ReactNode;
}

/** Elements a user can Tab to; a panel without any takes the focus itself (react-aria's rule). */
const TABBABLE =
  'input:not([disabled]):not([type="hidden"]),select,textarea,button:not([disabled]),a[href],[tabindex]:not([tabindex="-1"])';

export function TabPanel({ id, shouldForceMount = false, className, children }: TabPanelProps) {
  const state = useTabsState();
  const isSelected = state.selectedKey === id;
  const ref = useRef<HTMLDivElement>(null);
  const [hasTabbable, setHasTabbable] = useState(false);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  // Read when the panel is shown: the light tabs' panels are fixed forms, not content that gains or loses fields.
  useLayoutEffect(() => {
    if (isSelected) setHasTabbable(ref.current?.querySelector(TABBABLE) != null);
  }, [isSelected]);
  if (!isSelected && !shouldForceMount) return null;
  const panelProps = isSelected
    ? {
        ...focusProps,
        id: partId(state, id, 'tabpanel'),
        role: 'tabpanel',
        'aria-labelledby': partId(state, id, 'tab'),
        tabIndex: hasTabbable ? undefined : 0,
      }
    : {};
  return (
    <div
      ref={ref}
      {...panelProps}
      className={cx(css.panel, className)}
      inert={!isSelected}
      data-inert={isSelected ? undefined : 'true'}
      data-focused={(isSelected && isFocused) || undefined}
      data-focus-visible={(isSelected && isFocusVisible) || undefined}
    >
      {children}
    </div>
  );
}
