/** Dates and times from the server ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm:ss', ISO or epoch ms) in the current language. */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { amount } from './numbers.css.js';

export type ServerDate = string | number | Date | null | undefined;
/** 'date': 24 Nov 2026 (de 24.11.2026 as the language writes it); 'dateTime' adds hours and minutes. */
export type DateStyle = 'date' | 'dateTime';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The date a server value means, or undefined. A date without a zone is the shop's calendar day (or wall time),
 * read as local so '2026-03-01' never shows as 28 Feb west of UTC.
 */
export function parseServerDate(value: ServerDate): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : undefined;
  const text = value.trim();
  const day = DATE_ONLY.exec(text);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const local = LOCAL_TIME.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s] = local;
    return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  }
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

const OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/**
 * `format('2026-03-01')` → 'Mar 1, 2026' (de '01.03.2026', zh '2026年3月1日', fr '1 mars 2026'). Text that is
 * not a date comes back as it was, so nothing the server sent is lost.
 */
export function useDate(style: DateStyle = 'date'): (value: ServerDate) => string {
  const intl = useIntl();
  return useCallback(
    (value: ServerDate) => {
      const date = parseServerDate(value);
      if (!date) return typeof value === 'string' ? value : '';
      return intl.formatDate(date, OPTIONS[style]);
    },
    [intl, style],
  );
}

export interface DateTimeProps {
  value: ServerDate;
  /** 'date' (default) or 'dateTime'. */
  format?: DateStyle;
}

/** A `<time>` with the machine-readable date and the language's text; server text that is no date shows as it is. */
export function DateTime({ value, format = 'date' }: DateTimeProps) {
  const text = useDate(format)(value);
  const date = parseServerDate(value);
  if (!date) return text ? <span>{text}</span> : null;
  const iso = format === 'date' ? `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}` : date.toISOString();
  return (
    <time className={amount} dateTime={iso}>
      {text}
    </time>
  );
}
