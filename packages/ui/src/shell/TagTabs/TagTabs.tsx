/** TagTabs: a tab per open page; close one, others or all (by ×, Delete, right click, Shift+F10 or the ⋯ menu); the last stays. */
import { Activity, useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { IconButton } from '../../components/IconButton/IconButton.js';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu/Menu.js';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs/Tabs.js';
import { AdminContent } from '../AdminFrame/AdminFrame.js';
import * as css from './TagTabs.css.js';
import { messages } from './TagTabs.messages.js';

export interface TagTab {
  /** The page's path: the tab's identity. */
  value: string;
  /** Already in the current language. */
  label: string;
  /** False for the home tab. */
  closable: boolean;
}

export type TagTabAction = 'close' | 'closeOthers' | 'closeAll';

export interface TagTabsProps {
  tabs: readonly TagTab[];
  /** The tab of the current route; none is selected when the route has no tab. */
  active: string | null;
  onSelect: (value: string) => void;
  /** Close one tab (never called for the last remaining tab or a tab that is not closable). */
  onClose: (value: string) => void;
  onCloseOthers: (value: string) => void;
  onCloseAll: () => void;
  /**
   * The page. As a function it is asked for every open tab's page (`isCurrent` for the route's own) and the pages
   * behind the other tabs stay mounted but hidden, so a switch back finds them as they were (typed text, scroll).
   */
  children: ReactNode | ((value: string, isCurrent: boolean) => ReactNode);
  contentRef?: Ref<HTMLDivElement>;
}

export function TagTabs({ tabs, active, onSelect, onClose, onCloseOthers, onCloseAll, children, contentRef }: TagTabsProps) {
  const intl = useIntl();
  // A route without a tab (or whose tab is being added) keeps the last tab selected: react-aria would otherwise
  // pick one itself and report it as a choice, navigating away from the page just opened.
  const activeIsTab = tabs.some((tab) => tab.value === active);
  const [lastTab, setLastTab] = useState(active);
  if (activeIsTab && lastTab !== active) setLastTab(active);
  const selected = activeIsTab ? active : tabs.some((tab) => tab.value === lastTab) ? lastTab : (tabs[0]?.value ?? null);
  const canClose = (tab: TagTab) => tab.closable && tabs.length > 1;

  function act(action: TagTabAction, value: string) {
    if (action === 'close') {
      const tab = tabs.find((t) => t.value === value);
      if (tab && canClose(tab)) onClose(value);
    } else if (action === 'closeOthers') onCloseOthers(value);
    else onCloseAll();
  }

  const actionsMenu = (tab: TagTab) => (
    <Menu
      aria-label={intl.formatMessage(messages.actions, { tab: tab.label })}
      disabledKeys={canClose(tab) ? [] : ['close']}
      onAction={(key) => act(key as TagTabAction, tab.value)}
    >
      <MenuItem id="close">{intl.formatMessage(messages.close)}</MenuItem>
      <MenuItem id="closeOthers">{intl.formatMessage(messages.closeOthers)}</MenuItem>
      <MenuItem id="closeAll">{intl.formatMessage(messages.closeAll)}</MenuItem>
    </Menu>
  );

  const current = tabs.find((tab) => tab.value === selected) ?? tabs[0];

  // Only the bar and the tabs' panels go inside Tabs: react-aria builds the tab collection from a hidden copy of
  // everything there, where a page of its own (a table's columns and rows) would join the tabs and fail to draw.
  const outside = typeof children === 'function' ? !activeIsTab && active !== null && children(active, true) : !selected && children;
  return (
    <div className={css.tabs}>
      <Tabs
        className={css.tabsInner}
        selectedKey={selected ?? undefined}
        onSelectionChange={(key) => key !== selected && onSelect(String(key))}
      >
        <div className={css.bar}>
          <TabList
            aria-label={intl.formatMessage(messages.list)}
            items={tabs}
            // react-aria caches rendered items by identity: new handlers must re-render them, or they close from stale lists.
            dependencies={[onClose, onCloseOthers, onCloseAll, intl.locale, tabs.length]}
            className={css.list}
          >
            {(tab) => (
              <Tab
                id={tab.value}
                textValue={tab.label}
                className={css.tab}
                onClose={canClose(tab) ? () => onClose(tab.value) : undefined}
                contextMenu={actionsMenu(tab)}
              >
                {tab.label}
              </Tab>
            )}
          </TabList>
          {current && (
            <MenuTrigger placement="bottom end">
              <IconButton aria-label={intl.formatMessage(messages.more)} className={css.more}>
                <ChevronDown />
              </IconButton>
              {actionsMenu(current)}
            </MenuTrigger>
          )}
        </div>
        {typeof children === 'function'
          ? // One panel per open tab, each keeping its page: the others are inert, display nothing and run no effects
            // (Activity), and keep their state for the switch back.
            tabs.map((tab) => {
              const shown = tab.value === active;
              return (
                <TabPanel key={tab.value} id={tab.value} shouldForceMount className={shown ? css.panel : css.keptPanel}>
                  <Activity mode={shown ? 'visible' : 'hidden'}>
                    <AdminContent ref={shown ? contentRef : undefined} isCurrent={shown}>
                      {children(tab.value, shown)}
                    </AdminContent>
                  </Activity>
                </TabPanel>
              );
            })
          : selected && (
              // Keyed: one panel per page, so react-aria never sees a panel change its tab mid-life.
              <TabPanel key={selected} id={selected} className={css.panel}>
                <AdminContent ref={contentRef}>{children}</AdminContent>
              </TabPanel>
            )}
      </Tabs>
      {/* A route without a tab (or whose tab is being added) shows beside the kept pages, which stay as they are. */}
      {outside ? <AdminContent ref={contentRef}>{outside}</AdminContent> : null}
    </div>
  );
}
