/** The server menu of the current language (`/admin/menu/tree?languageId=`), built for the user's roles. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { isPalletCartVisible } from '@kontor/api/rules';
import { api } from '../api.js';
import { useSignedIn } from '../session/state.js';
import { useUser } from '../session/useUser.js';
import { buildMenu, type ShellMenuItem } from '../shell/menu-rules.js';
import { languageIdAtom } from './settings.js';

export const MENU_KEY = 'menu';

/**
 * Loaded once per language; a language switch loads the new labels and the sidebar relabels in place. A member's
 * menu: loading until the session is read (a frame the server drew is for nobody).
 */
export function useMenu(): { menu: ShellMenuItem[]; isLoading: boolean; loadFailed: boolean; retry: () => void } {
  const languageId = useAtomValue(languageIdAtom);
  const signedIn = useSignedIn();
  const { user } = useUser();
  const query = useQuery({
    enabled: signedIn,
    queryKey: [MENU_KEY, languageId],
    queryFn: () => api.http.call('get', '/admin/menu/tree', 'menuTree', { searchParams: { languageId } }),
    staleTime: Infinity,
    // The previous language's menu stays until the new one arrives, so nothing flickers empty.
    placeholderData: (previous) => previous,
  });
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
