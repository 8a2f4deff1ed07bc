/** What both shop headers need of the session and settings: user, trade mode, language switch, log out. */
import { useAtom, useAtomValue } from 'jotai';
import { tradeModeLabel } from '@kontor/api/client';
import { useSessionActions } from '../../session/actions.js';
import { signedInAtom } from '../../session/state.js';
import { useTradeMode } from '../../session/useTradeMode.js';
import { useUser } from '../../session/useUser.js';
import { languageAtom } from '../../state/settings.js';
import { useMatchedRoute } from '../../router/index.js';
import { useTradeModeDictionary } from '../../queries/header.js';

export function useHeaderSession() {
  const { user } = useUser();
  const [language, setLanguage] = useAtom(languageAtom);
  const { logout } = useSessionActions();
  const dictionary = useTradeModeDictionary();
  const signedIn = useAtomValue(signedInAtom);
  const route = useMatchedRoute();
  const tradeMode = useTradeMode();
  return {
    user,
    userName: user?.name ?? user?.sysUser.realname ?? user?.sysUser.username,
    /**
     * A visitor of a public page (share, parts home) signs in instead of having a user menu. A member's page has the
     * menu even before the session is read (the server draws it so, hydration too): only a member stays on one.
     */
    signInHref: signedIn || !route?.public ? undefined : '/login',
    tradeMode,
    dictionary: dictionary.data,
    /** The parts header shows the mode through the dictionary (spec section 3). */
    tradeModeLabel: dictionary.data && tradeMode !== undefined ? tradeModeLabel(dictionary.data, user?.modeOfTrade ?? tradeMode) : undefined,
    tradeModePending: tradeMode === undefined,
    language,
    // Only the atom changes: the catalogue loads and the page relabels in place, without a reload.
    setLanguage,
    logout: () => void logout(),
  };
}
