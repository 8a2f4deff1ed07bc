/**
 * `react-intl` in the browser builds (an alias, as `react` is): the part of its API the kit uses, formatting the
 * catalogues' precompiled messages (formatjs AST) with the platform's Intl. react-intl, @formatjs/intl and
 * intl-messageformat weigh ~6 kB gzip on every route; this ~1.5 kB. Storybook and the tests keep react-intl; a ui
 * test holds the two to the same output for every message of the four catalogues.
 */
import { Children, createContext, createElement, Fragment, useContext, useMemo, type ReactNode } from 'react';

/** formatjs message AST elements (`@formatjs/icu-messageformat-parser` types, by number). */
type Element =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 7; value: string }
  | { type: 2 | 3 | 4; value: string; style?: unknown }
  | { type: 5 | 6; value: string; options: Record<string, { value: Element[] }>; offset?: number; pluralType?: 'cardinal' | 'ordinal' }
  | { type: 8; value: string; children: Element[] };

type Values = Record<string, unknown>;
type Message = string | Element[];
export interface MessageDescriptor {
  id?: string;
  defaultMessage?: Message;
  description?: string | object;
}
export interface IntlConfig {
  locale: string;
  messages?: Record<string, Message>;
  defaultLocale?: string;
  timeZone?: string;
  onError?: (error: Error & { code?: string; descriptor?: MessageDescriptor }) => void;
  textComponent?: unknown;
}

const cache = new Map<string, Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat | Intl.ListFormat>();
/** Intl formatters are costly to make: one per kind, locale and options. */
function cached<T extends Intl.NumberFormat | Intl.PluralRules | Intl.DateTimeFormat | Intl.ListFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options ?? {})}`;
  let made = cache.get(key) as T | undefined;
  if (!made) cache.set(key, (made = make()));
  return made;
}

const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached('n', locale, options, () => new Intl.NumberFormat(locale, options));
const dateFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));

/** A skeleton's options, as the precompiler stored them (`{parsedOptions}`); named styles are not used. */
const styleOf = (style: unknown) => (style && typeof style === 'object' ? (style as { parsedOptions?: object }).parsedOptions : undefined);

class MissingValue extends Error {}

/** The parts of a message: text, and whatever else values brought (elements, rich-text results). */
function partsOf(elements: Element[], locale: string, values: Values, plural?: number): unknown[] {
  const parts: unknown[] = [];
  for (const element of elements) {
    if (element.type === 0) {
      parts.push(element.value);
      continue;
    }
    if (element.type === 7) {
      parts.push(numberFormat(locale).format(plural ?? 0));
      continue;
    }
    if (!(element.value in values)) throw new MissingValue(element.value);
    const value = values[element.value];
    if (element.type === 1) {
      parts.push(typeof value === 'string' || typeof value === 'number' ? String(value) : value ? value : '');
    } else if (element.type === 2) {
      parts.push(numberFormat(locale, styleOf(element.style)).format(value as number));
    } else if (element.type === 3 || element.type === 4) {
      const fallback: Intl.DateTimeFormatOptions = element.type === 4 ? { hour: 'numeric', minute: 'numeric' } : {};
      parts.push(dateFormat(locale, styleOf(element.style) ?? fallback).format(value as number));
    } else if (element.type === 5) {
      const option = element.options[String(value)] ?? element.options.other;
      parts.push(...partsOf(option?.value ?? [], locale, values, plural));
    } else if (element.type === 6) {
      const at = (value as number) - (element.offset ?? 0);
      const rule = cached('p', locale, { type: element.pluralType }, () => new Intl.PluralRules(locale, { type: element.pluralType }));
      const option = element.options[`=${String(value)}`] ?? element.options[rule.select(at)] ?? element.options.other;
      parts.push(...partsOf(option?.value ?? [], locale, values, at));
    } else if (element.type === 8) {
      const chunks = (value as (parts: unknown[]) => unknown)(partsOf(element.children, locale, values, plural));
      parts.push(...(Array.isArray(chunks) ? chunks : [chunks]));
    }
  }
  return parts;
}

/** Text runs joined; a string when all is text, else the parts keyed for React. */
function joined(parts: unknown[]): ReactNode {
  const result: unknown[] = [];
  for (const part of parts) {
    if (typeof part === 'string' && typeof result.at(-1) === 'string') result[result.length - 1] += part;
    else result.push(part);
  }
  if (result.length <= 1) return (result[0] as ReactNode) ?? '';
  return Children.toArray(result as ReactNode[]);
}

function failure(code: string, message: string, descriptor?: MessageDescriptor) {
  return Object.assign(new Error(message), { code, descriptor });
}

export function createIntl(config: IntlConfig) {
  const { locale, messages = {}, defaultLocale = 'en', timeZone } = config;
  const onError = config.onError ?? ((error: Error) => void (process.env.NODE_ENV !== 'production' && console.error(error)));
  const zoned = <T extends object>(options?: T): T => ({ ...(timeZone ? { timeZone } : {}), ...options }) as T;

  function formatMessage(descriptor: MessageDescriptor, values: Values = {}): string & ReactNode {
    const id = descriptor.id ?? '';
    const own = Object.prototype.hasOwnProperty.call(messages, id) ? messages[id] : undefined;
    if (own === undefined) {
      if (!descriptor.defaultMessage || locale.toLowerCase() !== defaultLocale.toLowerCase()) {
        onError(failure('MISSING_TRANSLATION', `Missing message: "${id}" for locale "${locale}"`, descriptor));
      }
    }
    const message = own ?? descriptor.defaultMessage;
    if (message === undefined) return id as string & ReactNode;
    // Text the build did not precompile cannot be parsed here (react-intl's no-parser build does the same).
    if (typeof message === 'string') return message as string & ReactNode;
    try {
      return joined(partsOf(message, locale, values)) as string & ReactNode;
    } catch (error) {
      onError(failure('FORMAT_ERROR', `Error formatting "${id}": ${(error as Error).message}`, descriptor));
      return id as string & ReactNode;
    }
  }

  return {
    locale,
    messages,
    defaultLocale,
    timeZone,
    formatMessage,
    formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) => numberFormat(locale, options).format(value),
    formatDate: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      dateFormat(locale, zoned(options)).format(typeof value === 'string' ? new Date(value) : value),
    formatTime: (value: Date | number | string, options: Intl.DateTimeFormatOptions = {}) => {
      const timeless = !['hour', 'minute', 'second', 'timeStyle', 'dateStyle'].some((key) => key in options);
      const shown = timeless ? { hour: 'numeric', minute: 'numeric', ...options } : options;
      return dateFormat(locale, zoned(shown as Intl.DateTimeFormatOptions)).format(typeof value === 'string' ? new Date(value) : value);
    },
    formatList: (list: readonly unknown[], options?: Intl.ListFormatOptions) => {
      const format = cached('l', locale, options, () => new Intl.ListFormat(locale, options));
      if (list.every((item) => typeof item === 'string')) return format.format(list as string[]);
      // Elements in the list: format placeholders, then put the elements back where they stand.
      const parts = format.formatToParts(list.map((_item, index) => `\u0000${index}\u0000`));
      return joined(parts.map((part) => (part.type === 'element' ? list[Number(part.value.slice(1, -1))] : part.value)));
    },
  };
}
export type IntlShape = ReturnType<typeof createIntl>;

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({ children, locale, messages, defaultLocale, timeZone, onError }: IntlConfig & { children?: ReactNode }) {
  const intl = useMemo(
    () => createIntl({ locale, messages, defaultLocale, timeZone, onError }),
    [locale, messages, defaultLocale, timeZone, onError],
  );
  return createElement(IntlContext.Provider, { value: intl }, children);
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('[React Intl] Could not find required `intl` object. <IntlProvider> needs to exist in the component ancestry.');
  return intl;
}

export function FormattedMessage({ values, ...descriptor }: MessageDescriptor & { values?: Values }) {
  const message: ReactNode = useIntl().formatMessage(descriptor, values);
  return createElement(Fragment, null, ...(Array.isArray(message) ? message : [message]));
}

export const defineMessages = <T extends Record<string, MessageDescriptor>>(messages: T): T => messages;
export const defineMessage = <T extends MessageDescriptor>(message: T): T => message;
