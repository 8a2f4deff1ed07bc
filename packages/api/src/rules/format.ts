/** Number and money format of spec sections 1 and 9: two decimals, thousands separators, the euro. */
export const CURRENCY_SYMBOL = '€';

/**
 * The format mode is the language id. Mode 3 (de) writes '1.234,56'; every other mode '1,234.56'.
 */
export const COMMA_DECIMAL_MODE = 3;

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

function toNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** '1234.5' -> '1,234.50' (mode 3: '1.234,50'); empty text for a missing or non-numeric value. */
export function formatNumber(value: number | string | null | undefined, mode = 1): string {
  const number = toNumber(value);
  if (number === undefined) return '';
  const text = twoDecimals.format(number);
  if (mode !== COMMA_DECIMAL_MODE) return text;
  return text.replace(/[,.]/g, (separator) => (separator === ',' ? '.' : ','));
}

/**
 * A price in euro: '€1,234.50'; in mode 3 (German) the symbol follows as German writes it, '1.234,50 €', after a
 * no-break space so the symbol never wraps away from the amount.
 */
export function formatMoney(value: number | string | null | undefined, mode = 1): string {
  const text = formatNumber(value, mode);
  if (text === '') return '';
  if (mode === COMMA_DECIMAL_MODE) return `${text}\u00a0${CURRENCY_SYMBOL}`;
  return text.startsWith('-') ? `-${CURRENCY_SYMBOL}${text.slice(1)}` : `${CURRENCY_SYMBOL}${text}`;
}

/** A volume in m³ with two decimals: '25.00 m³'. */
export function formatVolume(value: number | string | null | undefined, mode = 1): string {
  const text = formatNumber(value, mode);
  return text === '' ? '' : `${text} m³`;
}
