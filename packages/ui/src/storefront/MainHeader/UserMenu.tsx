/** The header's user menu: personal centre, container cart, pallet (never for FOB) and log out. */
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
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
  /** Set for a signed-out visitor (public pages): a sign-in link replaces the menu. */
  signInHref?: string | undefined;
}

export function UserMenu({ userName, links, onLogout, signInHref }: UserMenuProps) {
  const intl = useIntl();
  if (signInHref) {
    return (
      <Link href={signInHref} className={headerControl} aria-label={intl.formatMessage(messages.signIn)}>
        <CircleUser className={controlIcon} aria-hidden />
        <span className={css.userName}>{intl.formatMessage(messages.signIn)}</span>
      </Link>
    );
  }
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
