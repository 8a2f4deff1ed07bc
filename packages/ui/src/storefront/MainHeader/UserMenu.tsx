/** The header's user menu: personal centre, container cart, pallet (never for FOB) and log out. */
import { Button } from 'react-aria-components/Button';
import CircleUser from 'lucide-react/icons/circle-user';
import { useIntl } from 'react-intl';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../components/Menu/index.js';
import { controlIcon, headerControl } from './headerControls.css.js';
import { messages } from './MainHeader.messages.js';
import * as css from './MainHeader.css.js';

export interface UserMenuLink {
  id: string;
  label: string;
  href: string;
}

export interface UserMenuProps {
  userName?: string | undefined;
  links: readonly UserMenuLink[];
  onLogout: () => void;
}

export function UserMenu({ userName, links, onLogout }: UserMenuProps) {
  const intl = useIntl();
  const name = userName
    ? intl.formatMessage(messages.userMenuOf, { name: userName })
    : intl.formatMessage(messages.userMenu);
  return (
    <MenuTrigger placement="bottom end">
      <Button className={headerControl} aria-label={name}>
        <CircleUser className={controlIcon} aria-hidden />
        {userName && <span className={css.userName}>{userName}</span>}
      </Button>
      <Menu aria-label={name}>
        {[
          ...links.map((link) => (
            <MenuItem key={link.id} id={link.id} href={link.href}>
              {link.label}
            </MenuItem>
          )),
          <MenuSeparator key="separator" />,
          <MenuItem key="logout" id="logout" variant="danger" onAction={onLogout}>
            {intl.formatMessage(messages.logout)}
          </MenuItem>,
        ]}
      </Menu>
    </MenuTrigger>
  );
}
