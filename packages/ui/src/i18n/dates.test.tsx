// Server dates shown the language's way: one formatter for every browse page, local calendar days, text kept.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@kontor/api/rules';
import { KontorTestProvider } from '../provider/KontorTestProvider.js';
import { DateTime, parseServerDate } from './dates.js';

const shown = (language: Language, value: string, format?: 'date' | 'dateTime') => {
  const { container, unmount } = render(
    <KontorTestProvider language={language}>
      <DateTime value={value} format={format} />
    </KontorTestProvider>,
  );
  const text = container.textContent;
  const time = container.querySelector('time')?.getAttribute('datetime');
  unmount();
  return { text, time };
};

describe('DateTime', () => {
  it('writes a server day in each language with its machine-readable date', () => {
    expect(shown('en', '2027-01-25')).toEqual({ text: '25 Jan 2027', time: '2027-01-25' });
    expect(shown('de', '2027-01-25').text).toBe('25.01.2027');
    expect(shown('zh', '2027-01-25').text).toBe('2027年1月25日');
    expect(shown('fr', '2027-01-25').text).toBe('25 janv. 2027');
  });

  it('adds the wall time of a server timestamp and keeps text that is no date', () => {
    expect(shown('de', '2026-11-24 10:05:00', 'dateTime').text).toBe('24.11.2026, 10:05');
    render(
      <KontorTestProvider>
        <DateTime value="soon" />
      </KontorTestProvider>,
    );
    expect(screen.getByText('soon').tagName).toBe('SPAN');
  });
});

describe('parseServerDate', () => {
  it('reads a bare day as the local calendar day, so it never slips to the day before', () => {
    const day = parseServerDate('2026-03-01')!;
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 1]);
    expect(parseServerDate('')).toBeUndefined();
    expect(parseServerDate('31.02.')).toBeUndefined();
    expect(parseServerDate(Date.UTC(2026, 0, 1))?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
