/** TopBar: collapse, menu search, top menu, colour, badges, error log, lock, theme, language, full screen and the user menu. */
import { memo, useMemo } from 'react';
import { Button } from 'react-aria-components/Button';
import { useIntl } from 'react-intl';
import Maximize from 'lucide-react/icons/maximize';
import Minimize from 'lucide-react/icons/minimize';
import { cx } from '../../styles/cx.js';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch.js';
import { ThemeChooser } from '../ThemeChooser/ThemeChooser.js';
import * as css from './TopBar.css.js';
import { messages } from './TopBar.messages.js';
import { TopBarActions } from './TopBarActions.js';
import { TopBarOverflow, type OverflowAction } from './TopBarOverflow.js';
import { TopBarStart } from './TopBarStart.js';
import type { TopBarProps, TopBarShow } from './types.js';
import { THEME_COLOR_PRESETS } from '../../theme/primary.js';
import { UserMenu } from './UserMenu.js';

export type { TopBarProps, TopBarShow };

export { THEME_COLOR_PRESETS };

const ALL_SHOWN: TopBarShow = { collapse: true, search: true, topMenu: true, color: true, log: true, lock: true, theme: true, fullscreen: true };

// A theme switch re-renders the bar: these keep their DOM and hooks when their own props stay the same.
const LanguageSwitchPart = memo(LanguageSwitch);
const UserMenuPart = memo(UserMenu);

/**
 * Stable callbacks, a kept `show` object and a kept `search` element let the memoised parts skip a re-render: a theme
 * switch then redraws the theme menu and the phone's overflow menu, not the whole bar.
 */
export function TopBar(props: TopBarProps) {
  const intl = useIntl();
  // Kept while the caller's `show` object is: the memoised parts compare it by identity.
  const show: TopBarShow = useMemo(() => ({ ...ALL_SHOWN, ...props.show }), [props.show]);
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
      <TopBarStart {...props} show={show} />
      <div className={css.end}>
        <TopBarActions {...props} show={show} />
        {show.theme && (
          <span className={css.wide}>
            <ThemeChooser value={props.theme} onChange={props.onThemeChange} triggerClassName={css.action} />
          </span>
        )}
        <LanguageSwitchPart value={props.language} onChange={props.onLanguageChange} triggerClassName={css.action} />
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
        <UserMenuPart name={props.user.name} avatar={props.user.avatar} onAction={props.onUserAction} onLogout={props.onLogout} />
      </div>
    </div>
  );
}
