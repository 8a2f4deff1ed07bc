/** The trade mode a page is shown in: the member's once their user is read, the shop's default for a visitor. */
import { DEFAULT_TRADE_MODE, tradeModeOf, type TradeMode } from '@kontor/api/rules';
import { useMatchedRoute } from '../router/index.js';
import { useSignedIn } from './state.js';
import { useUser } from './useUser.js';

/**
 * `undefined` while a member's mode is unknown (the server drew the page for nobody, and their user is not read yet):
 * no mode is guessed, since a DDP guess offers FOB buyers a pallet cart. A visitor of a public page is shown the default mode.
 */
export function useTradeMode(): TradeMode | undefined {
  const { user } = useUser();
  const signedIn = useSignedIn();
  const route = useMatchedRoute();
  if (user) return tradeModeOf(user.modeOfTrade);
  return signedIn || !route?.public ? undefined : DEFAULT_TRADE_MODE;
}
