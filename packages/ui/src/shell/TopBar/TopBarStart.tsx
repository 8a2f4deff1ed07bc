/** The top bar's start: the sidebar fold button, the menu search slot and the top menu (wide screens). */
import { Button } from 'react-aria-components/Button';
import { useIntl } from 'react-intl';
import PanelLeftClose from 'lucide-react/icons/panel-left-close';
import PanelLeftOpen from 'lucide-react/icons/panel-left-open';
import { cx } from '../../styles/cx.js';
import { memoOn } from './memoOn.js';
import * as css from './TopBar.css.js';
import { messages } from './TopBar.messages.js';
import { TopMenu } from './TopMenu.js';
import type { TopBarProps, TopBarShow } from './types.js';

type TopBarStartProps = Pick<TopBarProps, 'collapsed' | 'onToggleCollapse' | 'search' | 'topMenu'> & { show: TopBarShow };

function TopBarStartPart({ show, collapsed, onToggleCollapse, search, topMenu }: TopBarStartProps) {
  const intl = useIntl();
  return (
    <div className={css.start}>
      {show.collapse && (
        <Button
          className={css.action}
          aria-label={intl.formatMessage(collapsed ? messages.expand : messages.collapse)}
          aria-expanded={!collapsed}
          onPress={onToggleCollapse}
        >
          {collapsed ? <PanelLeftOpen aria-hidden="true" width="1em" height="1em" /> : <PanelLeftClose aria-hidden="true" width="1em" height="1em" />}
        </Button>
      )}
      {show.search && search && <div className={cx(css.wide, css.searchSlot)}>{search}</div>}
      {show.topMenu && topMenu && topMenu.length > 0 && <TopMenu entries={topMenu} />}
    </div>
  );
}

/** Redrawn only when its own props change: a theme or badge change leaves the search box and menu links alone. */
export const TopBarStart = memoOn(TopBarStartPart, ['show', 'collapsed', 'onToggleCollapse', 'search', 'topMenu']);
