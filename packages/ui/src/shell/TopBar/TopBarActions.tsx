/** The top bar's wide-screen actions before the theme: colour, messages, to-dos, error log and lock. */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { useIntl } from 'react-intl';
import Bug from 'lucide-react/icons/bug';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Bell from 'lucide-react/icons/bell';
import Lock from 'lucide-react/icons/lock';
import { Badge } from '../../components/Badge/Badge.js';
import { ColorPicker } from '../../components/ColorPicker/ColorPicker.js';
import { cx } from '../../styles/cx.js';
import { THEME_COLOR_PRESETS } from '../../theme/primary.js';
import { memoOn } from './memoOn.js';
import * as css from './TopBar.css.js';
import { messages } from './TopBar.messages.js';
import type { TopBarProps, TopBarShow } from './types.js';

const KEYS = [
  'show', 'themeColor', 'onThemeColorChange', 'unreadCount', 'onOpenMessages', 'todoCount', 'onOpenTodos', 'errorCount', 'onOpenErrorLog', 'onLock',
] as const;
type TopBarActionsProps = Pick<TopBarProps, Exclude<(typeof KEYS)[number], 'show'>> & { show: TopBarShow };

/** An icon button with its count. */
function CountedAction({ count, label, icon, onPress }: { count: number; label: string; icon: ReactNode; onPress: () => void }) {
  return (
    <span className={css.wide}>
      <Badge count={count}>
        <Button className={css.action} aria-label={label} onPress={onPress}>
          {icon}
        </Button>
      </Badge>
    </span>
  );
}

function TopBarActionsPart(props: TopBarActionsProps) {
  const intl = useIntl();
  return (
    <>
      {props.show.color && (
        <div className={cx(css.color, css.wide)}>
          <ColorPicker
            label={<VisuallyHidden>{intl.formatMessage(messages.color)}</VisuallyHidden>}
            value={props.themeColor}
            onChange={props.onThemeColorChange}
            presets={THEME_COLOR_PRESETS}
          />
        </div>
      )}
      <CountedAction
        count={props.unreadCount}
        label={intl.formatMessage(messages.messages, { count: props.unreadCount })}
        icon={<Bell aria-hidden="true" width="1em" height="1em" />}
        onPress={props.onOpenMessages}
      />
      <CountedAction
        count={props.todoCount}
        label={intl.formatMessage(messages.todos, { count: props.todoCount })}
        icon={<ClipboardList aria-hidden="true" width="1em" height="1em" />}
        onPress={props.onOpenTodos}
      />
      {props.show.log && (
        <CountedAction
          count={props.errorCount}
          label={intl.formatMessage(messages.errorLog, { count: props.errorCount })}
          icon={<Bug aria-hidden="true" width="1em" height="1em" />}
          onPress={props.onOpenErrorLog}
        />
      )}
      {props.show.lock && (
        <Button className={cx(css.action, css.wide)} aria-label={intl.formatMessage(messages.lock)} onPress={props.onLock}>
          <Lock aria-hidden="true" width="1em" height="1em" />
        </Button>
      )}
    </>
  );
}

/** Redrawn only when its own props change: a theme switch redraws the theme menu, not these. */
export const TopBarActions = memoOn(TopBarActionsPart, KEYS);
