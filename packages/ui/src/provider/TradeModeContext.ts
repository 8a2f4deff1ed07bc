/** The customer's trade mode (DDP or FOB) for parts that change with it, e.g. the pallet cart's visibility. */
import { createContext, useContext } from 'react';
import { DEFAULT_TRADE_MODE, type TradeMode } from '@kontor/api/rules';

export const TradeModeContext = createContext<TradeMode>(DEFAULT_TRADE_MODE);

export function useTradeMode(): TradeMode {
  return useContext(TradeModeContext);
}
