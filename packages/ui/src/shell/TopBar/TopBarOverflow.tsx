/** The top bar's "More" menu on phones (below 768 px): the items that no longer fit, with their counts, summed on its button. */
import { Button } from 'react-aria-components/Button';
import { useIntl } from 'react-intl';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import { badgeText } from '@kontor/api/rules';
import { Badge } from '../../components/Badge/Badge.js';
import { Menu, MenuItem, MenuTrigger, SubmenuTrigger } from '../../components/Menu/Menu.js';
import { THEME_NAMES, type ThemeName } from '../../theme/themes.js';
import { themeMessages } from '../../theme/themes.messages.js';
import { messages as themeChooserMessages } from '../ThemeChooser/ThemeChooser.messages.js';
import * as css from './TopBar.css.js';
import { messages } from './TopBar.messages.js';
import type { TopBarShow } from './types.js';

export type OverflowAction = 'messages' | 'todos' | 'log' | 'lock' | 'fullscreen' | 'settings';

export interface TopBarOverflowProps {
  className?: string;
  show: TopBarShow;
  unreadCount: number;
  todoCount: number;
  errorCount: number;
  isFullscreen: boolean;
  theme: ThemeName;
  onThemeChange: (theme: ThemeName) => void;
  onAction: (action: OverflowAction) => void;
}

export function TopBarOverflow({ className, show, unreadCount, todoCount, errorCount, isFullscreen, theme, onThemeChange, onAction }: TopBarOverflowProps) {
  const intl = useIntl();
  const count = (n: number) => (badgeText(n) ? <span className={css.menuCount}>{badgeText(n)}</span> : null);
  // What the wide bar shows on its bell and list buttons: a phone sees it on the button that holds them.
  const waiting = unreadCount + todoCount;
  return (
    <span className={className}>
      <MenuTrigger placement="bottom end">
        <Badge count={waiting}>
          <Button className={css.action} aria-label={waiting > 0 ? intl.formatMessage(messages.moreNew, { count: waiting }) : intl.formatMessage(messages.more)}>
            <EllipsisVertical aria-hidden="true" width="1em" height="1em" />
          </Button>
        </Badge>
        <Menu aria-label={intl.formatMessage(messages.more)} onAction={(key) => onAction(key as OverflowAction)}>
          <MenuItem id="messages" textValue={intl.formatMessage(messages.messages, { count: unreadCount })}>
            {intl.formatMessage(messages.messages, { count: unreadCount })}
            {count(unreadCount)}
          </MenuItem>
          <MenuItem id="todos" textValue={intl.formatMessage(messages.todos, { count: todoCount })}>
            {intl.formatMessage(messages.todos, { count: todoCount })}
            {count(todoCount)}
          </MenuItem>
          {show.log ? (
            <MenuItem id="log">{intl.formatMessage(messages.errorLog, { count: errorCount })}</MenuItem>
          ) : null}
          {show.lock ? <MenuItem id="lock">{intl.formatMessage(messages.lock)}</MenuItem> : null}
          {show.theme ? (
            <SubmenuTrigger>
              <MenuItem id="theme">{intl.formatMessage(themeChooserMessages.label)}</MenuItem>
              <Menu
                aria-label={intl.formatMessage(themeChooserMessages.label)}
                selectionMode="single"
                selectedKeys={[theme]}
                disallowEmptySelection
                onSelectionChange={(keys) => {
                  const [next] = keys === 'all' ? [] : [...keys];
                  if (next != null && next !== theme) onThemeChange(next as ThemeName);
                }}
              >
                {THEME_NAMES.map((name) => (
                  <MenuItem key={name} id={name}>
                    {intl.formatMessage(themeMessages[name])}
                  </MenuItem>
                ))}
              </Menu>
            </SubmenuTrigger>
          ) : null}
          {show.fullscreen ? (
            <MenuItem id="fullscreen">
              {intl.formatMessage(isFullscreen ? messages.exitFullscreen : messages.fullscreen)}
            </MenuItem>
          ) : null}
          <MenuItem id="settings">{intl.formatMessage(messages.settings)}</MenuItem>
        </Menu>
      </MenuTrigger>
    </span>
  );
}
