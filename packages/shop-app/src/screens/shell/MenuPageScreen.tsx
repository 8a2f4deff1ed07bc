/** A server-menu path without a screen of its own: a group's index lists the group's pages; an admin page says where it is managed. */
import { useIntl } from 'react-intl';
import { Navigate, useLocation, usePageName } from '../../router/index.js';
import { EmptyState } from '@kontor/ui/EmptyState';
import { Link } from '@kontor/ui/Link';
import { Page } from '@kontor/ui/Page';
import { findMenuGroup, findMenuItem } from '../../shell/menu-rules.js';
import { shellMessages } from '../../shell/shell.messages.js';
import { useMenu } from '../../state/menu.js';

export default function MenuPageScreen() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { menu, isLoading } = useMenu();
  const group = isLoading ? undefined : findMenuGroup(menu, pathname);
  const item = isLoading ? undefined : (group ?? findMenuItem(menu, pathname));
  // Named by the menu's page, as its heading is (the route alone knows only "Administration").
  usePageName(item?.label);
  if (isLoading) return null;
  // Only paths the user's menu has exist here; anything else is unknown.
  if (!item) return <Navigate to="/404" replace />;
  return (
    <Page title={item.label}>
      {group ? (
        <>
          <p>{intl.formatMessage(shellMessages.groupText)}</p>
          <ul>
            {group.children.map((child) => (
              <li key={child.id}>
                <Link href={child.to} variant="standalone">
                  {child.label}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyState title={intl.formatMessage(shellMessages.menuPageText)} />
      )}
    </Page>
  );
}
