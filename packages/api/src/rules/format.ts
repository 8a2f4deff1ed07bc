/** Number and money format of spec sections 1 and 9, per language: two decimals, thousands separators, the euro. */
export const CURRENCY_SYMBOL = '€';

/**
 * The format mode is the language id. Mode 3 (de) writes '1.234,56'; mode 4 (fr) writes French, '1 234,56' (a
 * narrow no-break space between thousands); zh and en write '1,234.56'.
 */
export const COMMA_DECIMAL_MODE = 3;
export const FRENCH_MODE = 4;

/** Between a figure and its unit or currency: a no-break space, so the unit never wraps away from its figure. */
export const UNIT_SPACE = '\u00a0';
/** French thousands separator: the narrow no-break space (as Intl fr-FR writes it). */
const FRENCH_GROUP = '\u202f';

/** The fraction digits of a figure: money and measures take two, counts none, small volumes up to four. */
export type FigureDigits = 'two' | 'whole' | 'fine';

const DIGITS: Record<FigureDigits, Intl.NumberFormatOptions> = {
  two: { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true },
  whole: { maximumFractionDigits: 0, useGrouping: true },
  fine: { minimumFractionDigits: 2, maximumFractionDigits: 4, useGrouping: true },
};

const english = new Map<FigureDigits, Intl.NumberFormat>();
const french = new Map<FigureDigits, Intl.NumberFormat>();

function formatter(cache: Map<FigureDigits, Intl.NumberFormat>, locale: string, digits: FigureDigits) {
  let format = cache.get(digits);
  if (!format) cache.set(digits, (format = new Intl.NumberFormat(locale, DIGITS[digits])));
  return format;
}

/**
 * A finite number in the mode's style. French is Intl's fr-FR, its grouping space pinned to U+202F whatever the
 * runtime's ICU writes (older ones write U+00A0), so the server and the browser draw the same text.
 */
export function formatFigure(number: number, mode: number, digits: FigureDigits): string {
  if (mode === FRENCH_MODE) return formatter(french, 'fr-FR', digits).format(number).replace(/\s/g, FRENCH_GROUP);
  const text = formatter(english, 'en-US', digits).format(number);
  if (mode !== COMMA_DECIMAL_MODE) return text;
  return text.replace(/[,.]/g, (separator) => (separator === ',' ? '.' : ','));
}

function toNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** '1234.5' -> '1,234.50' (mode 3: '1.234,50'; mode 4: '1 234,50'); empty text for a missing or non-numeric value. */
export function formatNumber(value: number | string | null | undefined, mode = 1): string {
  const number = toNumber(value);
  return number === undefined ? '' : formatFigure(number, mode, 'two');
}

/**
 * A price in euro: '€1,234.50'; in German and French the symbol follows as they write it, '1.234,50 €' and
 * '1 234,50 €', after a no-break space so the symbol never wraps away from the amount.
 */
export function formatMoney(value: number | string | null | undefined, mode = 1): string {
  const text = formatNumber(value, mode);
  if (text === '') return '';
  if (mode === COMMA_DECIMAL_MODE || mode === FRENCH_MODE) return `${text}${UNIT_SPACE}${CURRENCY_SYMBOL}`;
  return text.startsWith('-') ? `-${CURRENCY_SYMBOL}${text.slice(1)}` : `${CURRENCY_SYMBOL}${text}`;
}

/** A volume in m³ with two decimals: '25.00 m³' (a no-break space before the unit). */
export function formatVolume(value: number | string | null | undefined, mode = 1): string {
  const text = formatNumber(value, mode);
  return text === '' ? '' : `${text}${UNIT_SPACE}m³`;
}
