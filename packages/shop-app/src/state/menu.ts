/** The server menu of the current language, built for the user's roles (the tree itself: menuTree.ts). */
import { isPalletCartVisible } from '@kontor/api/rules';
import { useSignedIn } from '../session/state.js';
import { useUser } from '../session/useUser.js';
import { buildMenu, type ShellMenuItem } from '../shell/menu-rules.js';
import { useMenuTree } from './menuTree.js';

export { MENU_KEY } from './menuTree.js';

/** The menu the sidebar and the tabs show: loading until the session is read and the tree has arrived. */
export function useMenu(): { menu: ShellMenuItem[]; isLoading: boolean; loadFailed: boolean; retry: () => void } {
  const signedIn = useSignedIn();
  const { user } = useUser();
  const query = useMenuTree();
  const roles = (user?.roles ?? []).filter((role) => role != null);
  const palletCart = isPalletCartVisible(user?.modeOfTrade);
  return {
    menu: query.data ? buildMenu(query.data, roles, { palletCart }) : [],
    isLoading: !signedIn || query.isLoading,
    // A failed load is no empty menu: the sidebar says so and offers to ask again.
    loadFailed: query.isError && !query.data,
    retry: () => void query.refetch(),
  };
}
