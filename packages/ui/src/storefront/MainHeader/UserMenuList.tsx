/** The user menu's list (loaded with its first opening): the given links, a separator and "Log out". */
import { useIntl } from 'react-intl';
import { Menu, MenuItem, MenuSeparator } from '../../components/Menu/Menu.js';
import { messages } from './MainHeader.messages.js';

export interface UserMenuLink {
  id: string;
  label: string;
  href: string;
}

export interface UserMenuListProps {
  /** The menu's name (the trigger's). */
  label: string;
  links: readonly UserMenuLink[];
  onLogout: () => void;
}

export default function UserMenuList({ label, links, onLogout }: UserMenuListProps) {
  const intl = useIntl();
  return (
    <Menu aria-label={label}>
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
  );
}
