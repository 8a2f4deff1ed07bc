/** What both shop headers need of the session and settings: user, trade mode, language switch, log out. */
import { useAtom, useAtomValue } from 'jotai';
import { TRADE_MODES, tradeModeOf } from '@kontor/api/rules';
import { tradeModeLabel } from '@kontor/api/client';
import { useSessionActions } from '../../session/actions.js';
import { signedInAtom } from '../../session/state.js';
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
  // A member's mode is unknown until their user is read (the server drew the page for nobody): no guess is shown. A
  // visitor of a public page sees the shop's default mode.
  const tradeMode = user ? tradeModeOf(user.modeOfTrade) : signedIn || !route?.public ? undefined : TRADE_MODES.DDP;
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
