/** The top bar's user dropdown: home, user info, layout settings, and log out after a confirmation. */
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { useIntl } from 'react-intl';
import ChevronDown from 'lucide-react/icons/chevron-down';
import CircleUser from 'lucide-react/icons/circle-user';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog.js';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../components/Menu/Menu.js';
import { SkeletonValue } from '../../components/Skeleton/Skeleton.js';
import * as css from './TopBar.css.js';
import { messages } from './TopBar.messages.js';

export type UserAction = 'home' | 'info' | 'settings';

export interface UserMenuProps {
  /** Empty while the session is still read. */
  name: string;
  /** An http(s) address of the picture; anything else shows the generic icon. */
  avatar?: string | undefined;
  onAction: (action: UserAction) => void;
  /** Called once the user confirmed; may return a promise (the dialog waits). */
  onLogout: () => unknown;
}

export function UserMenu({ name, avatar, onAction, onLogout }: UserMenuProps) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const picture = avatar && /^https?:\/\//i.test(avatar) ? avatar : undefined;
  return (
    <>
      <MenuTrigger placement="bottom end">
        <Button className={css.user} aria-label={intl.formatMessage(messages.userMenu, { name })}>
          {picture ? (
            <img className={css.avatar} src={picture} alt="" />
          ) : (
            <CircleUser className={css.avatar} aria-hidden="true" />
          )}
          {/* As wide before the session is read (an empty name: a placeholder) as with the name, so the bar's other
              controls keep their places; a long name is cut, in full in the label and the tooltip. */}
          <span className={css.userName} title={name || undefined}>
            {name || <SkeletonValue chars={12} className={css.userNamePending} />}
          </span>
          <ChevronDown aria-hidden="true" width="1em" height="1em" />
        </Button>
        <Menu
          aria-label={intl.formatMessage(messages.userMenu, { name })}
          onAction={(key) => (key === 'logout' ? setConfirming(true) : onAction(key as UserAction))}
        >
          <MenuItem id="home">{intl.formatMessage(messages.home)}</MenuItem>
          <MenuItem id="info">{intl.formatMessage(messages.info)}</MenuItem>
          <MenuItem id="settings">{intl.formatMessage(messages.settings)}</MenuItem>
          <MenuSeparator />
          <MenuItem id="logout" variant="danger">
            {intl.formatMessage(messages.logout)}
          </MenuItem>
        </Menu>
      </MenuTrigger>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        message={intl.formatMessage(messages.logoutConfirm)}
        confirmLabel={intl.formatMessage(messages.logout)}
        variant="danger"
        onConfirm={onLogout}
      />
    </>
  );
}
