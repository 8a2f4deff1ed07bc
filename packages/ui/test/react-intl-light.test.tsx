// The browser builds' react-intl (runtime/react-intl-light.ts) formats every message of the four catalogues, and
// numbers, dates, times and lists, exactly as react-intl does.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import * as light from '../../../runtime/react-intl-light.js';
import de from '../src/i18n/compiled/de.json';
import en from '../src/i18n/compiled/en.json';
import fr from '../src/i18n/compiled/fr.json';
import zh from '../src/i18n/compiled/zh.json';

type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }>; children?: Node[] };
const CATALOGUES = { 'zh-CN': zh, 'en-GB': en, 'de-DE': de, 'fr-FR': fr } as unknown as Record<string, Record<string, Node[]>>;

/** The values a message names, numbers where it counts (plural, number), text elsewhere. */
function valuesOf(nodes: Node[], count: number, values: Record<string, string | number> = {}) {
  for (const node of nodes) {
    if (node.type === 1) values[node.value!] ??= `‹${node.value}›`;
    if (node.type === 2 || node.type === 6) values[node.value!] = count;
    for (const option of Object.values(node.options ?? {})) valuesOf(option.value, count, values);
    if (node.children) valuesOf(node.children, count, values);
  }
  return values;
}

describe('light react-intl', () => {
  for (const [locale, messages] of Object.entries(CATALOGUES)) {
    it(`formats every ${locale} message as react-intl does`, () => {
      const theirs = createIntl({ locale, messages: messages as never, defaultLocale: 'en-GB' });
      const ours = light.createIntl({ locale, messages: messages as never, defaultLocale: 'en-GB' });
      for (const [id, nodes] of Object.entries(messages)) {
        for (const count of [0, 1, 2, 1234.5]) {
          const values = valuesOf(nodes, count);
          expect(ours.formatMessage({ id }, values), `${id} (${count})`).toEqual(theirs.formatMessage({ id }, values));
        }
      }
    });
  }

  it('formats numbers, dates, times and lists as react-intl does', () => {
    for (const locale of Object.keys(CATALOGUES)) {
      const theirs = createIntl({ locale, timeZone: 'UTC' });
      const ours = light.createIntl({ locale, timeZone: 'UTC' });
      const when = Date.UTC(2026, 10, 24, 15, 30);
      expect(ours.formatNumber(1234.5)).toBe(theirs.formatNumber(1234.5));
      expect(ours.formatNumber(0.426, { style: 'percent', maximumFractionDigits: 0 })).toBe(theirs.formatNumber(0.426, { style: 'percent', maximumFractionDigits: 0 }));
      expect(ours.formatNumber(5, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' })).toBe(theirs.formatNumber(5, { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }));
      expect(ours.formatDate(when)).toBe(theirs.formatDate(when));
      expect(ours.formatDate(when, { weekday: 'long', timeZone: 'UTC' })).toBe(theirs.formatDate(when, { weekday: 'long', timeZone: 'UTC' }));
      expect(ours.formatTime(when)).toBe(theirs.formatTime(when));
      expect(ours.formatList(['a', 'b', 'c'])).toBe(theirs.formatList(['a', 'b', 'c']));
      expect(ours.formatList(['a', 'b'], { type: 'disjunction' })).toBe(theirs.formatList(['a', 'b'], { type: 'disjunction' }));
    }
  });

  it('reports a message the catalogue lacks, with its descriptor, and shows the default text', () => {
    const onError = vi.fn();
    const ours = light.createIntl({ locale: 'de-DE', messages: {}, defaultLocale: 'en-GB', onError });
    expect(ours.formatMessage({ id: 'x.y', defaultMessage: 'Fallback' })).toBe('Fallback');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'MISSING_TRANSLATION', descriptor: expect.objectContaining({ id: 'x.y' }) }));
    expect(ours.formatMessage({ id: 'x.z' })).toBe('x.z');
  });

  it('puts elements given as values into the message, in the provider’s language', () => {
    const messages = { greet: [{ type: 0, value: 'Hallo ' }, { type: 1, value: 'name' }, { type: 0, value: '!' }] };
    const html = renderToStaticMarkup(
      createElement(light.IntlProvider, { locale: 'de-DE', messages: messages as never }, [
        createElement(light.FormattedMessage, { key: 'a', id: 'greet', values: { name: createElement('b', null, 'Ada') } }),
      ]),
    );
    expect(html).toBe('Hallo <b>Ada</b>!');
  });
});
