/** Trade modes of the main header (spec sections 3 and 6): 1 = DDP, 2 = FOB; FOB customers get no pallet cart. */
export const TRADE_MODES = { DDP: 1, FOB: 2 } as const;
export type TradeModeName = keyof typeof TRADE_MODES;
export type TradeMode = (typeof TRADE_MODES)[TradeModeName];

/** Value table with message keys for the header's switch and the dictionary fallback. */
export const TRADE_MODE_OPTIONS = [
  { value: TRADE_MODES.DDP, key: 'tradeMode.ddp' },
  { value: TRADE_MODES.FOB, key: 'tradeMode.fob' },
] as const;

export const DEFAULT_TRADE_MODE: TradeMode = TRADE_MODES.DDP;

/** The switch only says 'Temporarily unavailable' and keeps or resets the mode to DDP (spec section 8). */
export const TRADE_MODE_SWITCH_MESSAGE_KEY = 'tradeMode.temporarilyUnavailable';

/** Reads modeOfTrade as the backend sends it (number or numeric string); anything unknown is DDP. */
export function tradeModeOf(modeOfTrade: unknown): TradeMode {
  return Number(modeOfTrade) === TRADE_MODES.FOB ? TRADE_MODES.FOB : TRADE_MODES.DDP;
}

/** The pallet cart (route, user-menu entry) is hidden when the trade mode is FOB. */
export function isPalletCartVisible(modeOfTrade: unknown): boolean {
  return tradeModeOf(modeOfTrade) !== TRADE_MODES.FOB;
}
