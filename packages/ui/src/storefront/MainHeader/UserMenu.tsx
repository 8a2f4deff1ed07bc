/** The header's user menu: personal centre, container cart, pallet (never for FOB) and log out. */
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import CircleUser from 'lucide-react/icons/circle-user';
import { useIntl } from 'react-intl';
import { LazyMenuTrigger } from '../../components/LazyTrigger/LazyMenuTrigger.js';
import { SkeletonValue } from '../../components/Skeleton/Skeleton.js';
import { cx } from '../../styles/cx.js';
import { controlIcon, headerControl, headerPendingValue } from './headerControls.css.js';
import { messages } from './MainHeader.messages.js';
import * as css from './MainHeader.css.js';
import type { UserMenuLink } from './UserMenuList.js';

/** The menu and react-aria's menu code arrive with the first opening (or the pointer's or focus's arrival). */
const loadList = () => import('./UserMenuList.js');

export type { UserMenuLink } from './UserMenuList.js';

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
    <LazyMenuTrigger placement="bottom end" load={loadList}>
      <Button className={headerControl} aria-label={name}>
        <CircleUser className={controlIcon} aria-hidden />
        {/* The name's box is as wide before the session is read (a placeholder), with the name and as the sign-in
            link, so the header's other controls keep their places; a long name is cut, named in full in the label
            and the tooltip. */}
        <span className={css.userName} title={userName}>
          {userName ?? <SkeletonValue chars={10} className={cx(css.userNamePending, headerPendingValue)} />}
        </span>
      </Button>
      {(UserMenuList) => <UserMenuList label={name} links={links} onLogout={onLogout} />}
    </LazyMenuTrigger>
  );
}
