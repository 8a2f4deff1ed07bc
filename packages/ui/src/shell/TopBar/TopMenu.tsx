/** The top menu (wide screens): the areas that fit in the bar, and the others in a "More" menu at its end. */
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import { useIntl } from 'react-intl';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu/Menu.js';
import * as css from './TopBar.css.js';
import { messages } from './TopBar.messages.js';
import type { TopMenuEntry } from './types.js';
import { useFittingCount } from './useFittingCount.js';

export function TopMenu({ entries }: { entries: readonly TopMenuEntry[] }) {
  const intl = useIntl();
  const { listRef, measuring, fitting } = useFittingCount<HTMLUListElement>(
    entries.length,
    entries.map((entry) => entry.label).join('\n'),
  );
  const rest = entries.slice(fitting);
  const more = intl.formatMessage(messages.more);
  return (
    <nav aria-label={intl.formatMessage(messages.topMenu)} className={css.topNav}>
      <ul ref={listRef} className={css.topMenu}>
        {entries.map((entry, index) => (
          <li key={entry.id} hidden={index >= fitting}>
            <Link href={entry.to} className={css.topLink}>
              {entry.label}
            </Link>
          </li>
        ))}
        {/* Drawn while the row measures, so its width is known; then only when some areas do not fit. */}
        <li data-more="" hidden={!measuring && rest.length === 0}>
          <MenuTrigger placement="bottom end">
            <Button className={css.topLink}>
              {more}
              <ChevronDown aria-hidden="true" width="1em" height="1em" />
            </Button>
            <Menu aria-label={more} items={rest}>
              {(entry) => (
                <MenuItem id={entry.id} href={entry.to}>
                  {entry.label}
                </MenuItem>
              )}
            </Menu>
          </MenuTrigger>
        </li>
      </ul>
    </nav>
  );
}
