/** Sidebar: the server menu as a tree of links (groups fold open), icons only when collapsed, a tip when empty. */
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useIntl } from 'react-intl';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu/Menu.js';
import { Tooltip } from '../../components/Tooltip/Tooltip.js';
import { cx } from '../../styles/cx.js';
import { commonMessages } from '../../i18n/common.messages.js';
import type { Collapsed } from '../AdminFrame/AdminFrame.js';
// The frame's own rule for what shows only where the sidebar is open (a frame folded by width).
import { wideOnly } from '../AdminFrame/AdminFrame.css.js';
import { MenuGlyph } from './icons.js';
import * as css from './Sidebar.css.js';
import { messages } from './Sidebar.messages.js';

export interface SidebarItem {
  id: string;
  /** In the current language. */
  label: string;
  /** The in-app address. */
  to: string;
  /** A server icon name such as `icon-home`. */
  icon?: string;
  children: SidebarItem[];
}

export interface SidebarProps {
  items: readonly SidebarItem[];
  /** The current path: its entry is marked and its group starts open. */
  activePath: string;
  /** `'by-width'` (a frame drawn before the width is known): entries as open; the empty tip shown from 992 px. */
  collapsed?: Collapsed;
  isLoading?: boolean;
  /** The menu could not be loaded: the tip says so (not "no menu yet") and offers `onRetry`. */
  loadFailed?: boolean | undefined;
  onRetry?: (() => void) | undefined;
}

const holds = (item: SidebarItem, path: string): boolean =>
  item.to === path || item.children.some((c) => holds(c, path));

/**
 * A label that wraps at its spaces only: a hyphenated word stays whole ("Service / après-vente", not "Service
 * après- / vente", which the sidebar's width broke even at 1440 px). The text, so the entry's name, is unchanged.
 */
function EntryLabel({ label }: { label: string }) {
  const parts = label.split(/(\s+)/);
  return (
    <span className={css.label}>
      {parts.map((part, index) =>
        /\p{L}-\p{L}/u.test(part) ? (
          <span key={index} className={css.word}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}

function Leaf({ item, activePath, collapsed, nested }: { item: SidebarItem; activePath: string; collapsed?: boolean; nested?: boolean }) {
  const link = (
    <Link
      href={item.to}
      aria-current={item.to === activePath ? 'page' : undefined}
      className={cx(css.entry, nested && !collapsed && css.child, collapsed && css.collapsedEntry)}
    >
      <MenuGlyph name={item.icon} className={css.icon} />
      {collapsed ? <VisuallyHidden>{item.label}</VisuallyHidden> : <EntryLabel label={item.label} />}
    </Link>
  );
  return <li>{collapsed ? <Tooltip content={item.label} placement="end">{link}</Tooltip> : link}</li>;
}

function Group({ item, activePath, collapsed }: { item: SidebarItem; activePath: string; collapsed?: boolean }) {
  const [open, setOpen] = useState(() => holds(item, activePath));
  if (collapsed) {
    // Narrow: the group's entries open as a menu beside its icon.
    return (
      <li>
        <MenuTrigger placement="end top">
          <Button
            className={cx(css.entry, css.collapsedEntry)}
            aria-label={item.label}
            aria-current={holds(item, activePath) ? 'page' : undefined}
          >
            <MenuGlyph name={item.icon} className={css.icon} />
          </Button>
          <Menu aria-label={item.label}>
            {item.children.map((c) => (
              <MenuItem key={c.id} id={c.id} href={c.to}>
                {c.label}
              </MenuItem>
            ))}
          </Menu>
        </MenuTrigger>
      </li>
    );
  }
  return (
    <li>
      <Button className={css.entry} aria-expanded={open} onPress={() => setOpen(!open)}>
        <MenuGlyph name={item.icon} className={css.icon} />
        <EntryLabel label={item.label} />
        <ChevronDown className={css.chevron} aria-hidden="true" />
      </Button>
      {open && (
        <ul className={css.nested}>
          {item.children.map((c) =>
            c.children.length > 0 ? (
              <Group key={c.id} item={c} activePath={activePath} />
            ) : (
              <Leaf key={c.id} item={c} activePath={activePath} nested />
            ),
          )}
        </ul>
      )}
    </li>
  );
}

export function Sidebar({ items, activePath, collapsed: folded, isLoading, loadFailed, onRetry }: SidebarProps) {
  const intl = useIntl();
  const collapsed = folded === true;
  const byWidth = folded === 'by-width';
  return (
    <nav aria-label={intl.formatMessage(messages.nav)} className={css.nav} data-collapsed={collapsed || undefined}>
      {items.length === 0 ? (
        collapsed ? null : loadFailed ? (
          <div className={cx(css.tip, byWidth && wideOnly)} role="alert">
            {intl.formatMessage(messages.loadFailed)}
            {onRetry && (
              <button type="button" className={css.retry} onClick={onRetry}>
                {intl.formatMessage(commonMessages.retry)}
              </button>
            )}
          </div>
        ) : (
          <p className={cx(css.tip, byWidth && wideOnly)} role="status">
            {intl.formatMessage(isLoading ? messages.loading : messages.empty)}
          </p>
        )
      ) : (
        <ul className={css.list}>
          {items.map((item) =>
            item.children.length > 0 ? (
              <Group key={item.id} item={item} activePath={activePath} collapsed={collapsed} />
            ) : (
              <Leaf key={item.id} item={item} activePath={activePath} collapsed={collapsed} />
            ),
          )}
        </ul>
      )}
    </nav>
  );
}
