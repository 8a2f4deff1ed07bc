/** TopBar: collapse, menu search, top menu, colour, badges, error log, lock, theme, language, full screen and the user menu. */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useIntl } from 'react-intl';
import Bug from 'lucide-react/icons/bug';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Bell from 'lucide-react/icons/bell';
import Lock from 'lucide-react/icons/lock';
import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import type { Language } from '@kontor/api/rules';
import { Badge } from '../../components/Badge/Badge.js';
import { ColorPicker } from '../../components/ColorPicker/ColorPicker.js';
import { cx } from '../../styles/cx.js';
import type { ThemeName } from '../../theme/themes.js';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch.js';
import { ThemeChooser } from '../ThemeChooser/ThemeChooser.js';
import * as css from './TopBar.css.js';
import { messages } from './TopBar.messages.js';
import { TopBarOverflow, type OverflowAction } from './TopBarOverflow.js';
import type { TopBarShow } from './types.js';
import { THEME_COLOR_PRESETS } from '../../theme/primary.js';
import { UserMenu, type UserAction } from './UserMenu.js';

export type { TopBarShow };

export { THEME_COLOR_PRESETS };

export interface TopBarProps {
  show?: Partial<TopBarShow>;
  collapsed: boolean;
  onToggleCollapse: () => void;
  /** The MenuSearch element. */
  search?: ReactNode;
  /** Top-level menu entries for the top menu (wide screens). */
  topMenu?: readonly { id: string; label: string; to: string }[];
  themeColor: string;
  onThemeColorChange: (hex: string) => void;
  unreadCount: number;
  onOpenMessages: () => void;
  todoCount: number;
  onOpenTodos: () => void;
  errorCount: number;
  onOpenErrorLog: () => void;
  onLock: () => void;
  theme: ThemeName;
  onThemeChange: (theme: ThemeName) => void;
  language: Language;
  onLanguageChange: (language: Language) => void;
  isFullscreen: boolean;
  onToggleFullscreen: () => void;
  user: { name: string; avatar?: string | undefined };
  onUserAction: (action: UserAction) => void;
  onLogout: () => unknown;
}

export function TopBar(props: TopBarProps) {
  const intl = useIntl();
  const show: TopBarShow = {
    collapse: true, search: true, topMenu: true, color: true, log: true, lock: true, theme: true, fullscreen: true,
    ...props.show,
  };
  const overflow = (action: OverflowAction) => {
    if (action === 'messages') props.onOpenMessages();
    else if (action === 'todos') props.onOpenTodos();
    else if (action === 'log') props.onOpenErrorLog();
    else if (action === 'lock') props.onLock();
    else if (action === 'fullscreen') props.onToggleFullscreen();
    else props.onUserAction('settings');
  };
  return (
    <div className={css.bar} role="toolbar" aria-label={intl.formatMessage(messages.bar)}>
      <div className={css.start}>
        {show.collapse && (
          <Button
            className={css.action}
            aria-label={intl.formatMessage(props.collapsed ? messages.expand : messages.collapse)}
            aria-expanded={!props.collapsed}
            onPress={props.onToggleCollapse}
          >
            {props.collapsed ? <PanelLeftOpen aria-hidden="true" width="1em" height="1em" /> : <PanelLeftClose aria-hidden="true" width="1em" height="1em" />}
          </Button>
        )}
        {show.search && props.search && <div className={cx(css.wide, css.searchSlot)}>{props.search}</div>}
        {show.topMenu && props.topMenu && props.topMenu.length > 0 && (
          <nav aria-label={intl.formatMessage(messages.topMenu)}>
            <ul className={css.topMenu}>
              {props.topMenu.map((entry) => (
                <li key={entry.id}>
                  <Link href={entry.to} className={css.topLink}>
                    {entry.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className={css.end}>
        {show.color && (
          <div className={cx(css.color, css.wide)}>
            <ColorPicker
              label={<VisuallyHidden>{intl.formatMessage(messages.color)}</VisuallyHidden>}
              value={props.themeColor}
              onChange={props.onThemeColorChange}
              presets={THEME_COLOR_PRESETS}
            />
          </div>
        )}
        <span className={css.wide}>
          <Badge count={props.unreadCount}>
            <Button className={css.action} aria-label={intl.formatMessage(messages.messages, { count: props.unreadCount })} onPress={props.onOpenMessages}>
              <Bell aria-hidden="true" width="1em" height="1em" />
            </Button>
          </Badge>
        </span>
        <span className={css.wide}>
          <Badge count={props.todoCount}>
            <Button className={css.action} aria-label={intl.formatMessage(messages.todos, { count: props.todoCount })} onPress={props.onOpenTodos}>
              <ClipboardList aria-hidden="true" width="1em" height="1em" />
            </Button>
          </Badge>
        </span>
        {show.log && (
          <span className={css.wide}>
            <Badge count={props.errorCount}>
              <Button className={css.action} aria-label={intl.formatMessage(messages.errorLog, { count: props.errorCount })} onPress={props.onOpenErrorLog}>
                <Bug aria-hidden="true" width="1em" height="1em" />
              </Button>
            </Badge>
          </span>
        )}
        {show.lock && (
          <Button className={cx(css.action, css.wide)} aria-label={intl.formatMessage(messages.lock)} onPress={props.onLock}>
            <Lock aria-hidden="true" width="1em" height="1em" />
          </Button>
        )}
        {show.theme && (
          <span className={css.wide}>
            <ThemeChooser value={props.theme} onChange={props.onThemeChange} triggerClassName={css.action} />
          </span>
        )}
        <LanguageSwitch value={props.language} onChange={props.onLanguageChange} triggerClassName={css.action} />
        {show.fullscreen && (
          <Button
            className={cx(css.action, css.wide)}
            aria-label={intl.formatMessage(props.isFullscreen ? messages.exitFullscreen : messages.fullscreen)}
            aria-pressed={props.isFullscreen}
            onPress={props.onToggleFullscreen}
          >
            {props.isFullscreen ? <Minimize aria-hidden="true" width="1em" height="1em" /> : <Maximize aria-hidden="true" width="1em" height="1em" />}
          </Button>
        )}
        <TopBarOverflow
          className={css.narrow}
          show={show}
          unreadCount={props.unreadCount}
          todoCount={props.todoCount}
          errorCount={props.errorCount}
          isFullscreen={props.isFullscreen}
          theme={props.theme}
          onThemeChange={props.onThemeChange}
          onAction={overflow}
        />
        <UserMenu name={props.user.name} avatar={props.user.avatar} onAction={props.onUserAction} onLogout={props.onLogout} />
      </div>
    </div>
  );
}
