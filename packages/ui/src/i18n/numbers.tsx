/** Numbers, money and volumes shown the shop's way (@kontor/api/rules), in the current language's format mode. */
import { useCallback } from 'react';
import { formatMoney, formatNumber, formatVolume, languageId } from '@kontor/api/rules';
import { useLanguage } from './LanguageContext.js';
import { amount } from './numbers.css.js';

type Amount = number | string | null | undefined;
type Formatter = (value: Amount) => string;

/** The format mode is the language id: de (3) writes 1.234,56, fr (4) 1 234,56, zh and en 1,234.56. */
function useFormatter(format: (value: Amount, mode: number) => string): Formatter {
  const mode = languageId(useLanguage());
  return useCallback((value: Amount) => format(value, mode), [format, mode]);
}

/** `format(1234.5)` → '1,234.50' (de: '1.234,50'; fr: '1 234,50'). */
export const useNumber = (): Formatter => useFormatter(formatNumber);
/** `format(1234.5)` → '€1,234.50' (de: '1.234,50 €'; fr: '1 234,50 €'). */
export const useMoney = (): Formatter => useFormatter(formatMoney);
/** `format(25)` → '25.00 m³'. */
export const useVolume = (): Formatter => useFormatter(formatVolume);

export interface AmountProps {
  value: Amount;
}

/** A price in euro; the text stays on one line so the symbol never wraps away from the amount. */
export function Money({ value }: AmountProps) {
  return <span className={amount}>{useMoney()(value)}</span>;
}

/** A volume in m³. */
export function Volume({ value }: AmountProps) {
  return <span className={amount}>{useVolume()(value)}</span>;
}
