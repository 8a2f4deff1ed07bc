/** The server menu's tree of the current language (`/admin/menu/tree?languageId=`), as the server sends it. */
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../api.js';
import { useSignedIn } from '../session/state.js';
import { languageIdAtom } from './settings.js';

export const MENU_KEY = 'menu';

/**
 * Loaded once per language; a language switch loads the new labels and the sidebar relabels in place. A member's
 * menu: asked once the session is read (a frame the server drew is for nobody).
 */
export function useMenuTree() {
  const languageId = useAtomValue(languageIdAtom);
  const signedIn = useSignedIn();
  return useQuery({
    enabled: signedIn,
    queryKey: [MENU_KEY, languageId],
    queryFn: () => api.http.call('get', '/admin/menu/tree', 'menuTree', { searchParams: { languageId } }),
    staleTime: Infinity,
    // The previous language's menu stays until the new one arrives, so nothing flickers empty.
    placeholderData: (previous) => previous,
  });
}
