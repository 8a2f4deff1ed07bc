// KontorProvider switches theme, colour and language in place; the test provider leaves <html> alone;
// money and numbers follow the language's format mode.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from 'react-aria-components/I18nProvider';
import { TRADE_MODES } from '@kontor/api/rules';
import { KontorProvider } from '../src/provider/KontorProvider.js';
import { KontorTestProvider } from '../src/provider/testing.js';
import { useTradeMode } from '../src/provider/TradeModeContext.js';
import { Money, useNumber } from '../src/i18n/numbers.js';
import { PRIMARY_TONE_VARS } from '../src/theme/apply.js';

function Probe() {
  const { locale } = useLocale();
  const number = useNumber();
  return (
    <p>
      <FormattedMessage id="common.retry" defaultMessage="Try again" /> | {locale} | {number(1234.5)} | <Money value={-99} /> |{' '}
      {useTradeMode()}
    </p>
  );
}

afterEach(() => {
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('lang');
});

describe('KontorProvider', () => {
  it('renders the language, the locale for react-aria and the shop number format', () => {
    render(<KontorProvider language="de" tradeMode={TRADE_MODES.FOB}><Probe /></KontorProvider>);
    expect(screen.getByRole('paragraph').textContent).toBe('Erneut versuchen | de-DE | 1.234,50 | -99,00\u00a0€ | 2');
    expect(document.documentElement.lang).toBe('de-DE');
  });

  it('switches theme, colour and language in place, keeping the same DOM', () => {
    const { rerender } = render(<KontorProvider language="en"><Probe /></KontorProvider>);
    const paragraph = screen.getByRole('paragraph');
    expect(document.documentElement.className).toBe('theme-hey');
    rerender(<KontorProvider language="zh" theme="renren" primaryColor="#67c23a"><Probe /></KontorProvider>);
    expect(screen.getByRole('paragraph')).toBe(paragraph);
    expect(paragraph.textContent).toContain('重试 | zh-CN | 1,234.50');
    expect(document.documentElement.className).toBe('theme-renren');
    expect(document.documentElement.style.getPropertyValue(PRIMARY_TONE_VARS.primary)).toBe('#67c23a');
  });
});

describe('KontorTestProvider', () => {
  it('is English and hey, themed on its own element, with no change to <html>', () => {
    render(<KontorTestProvider><Probe /></KontorTestProvider>);
    expect(screen.getByRole('paragraph').textContent).toBe('Try again | en-GB | 1,234.50 | -€99.00 | 1');
    expect(screen.getByRole('paragraph').closest('[data-kontor-theme]')?.getAttribute('data-kontor-theme')).toBe('hey');
    expect(document.documentElement.className).toBe('');
    expect(document.documentElement.lang).toBe('');
  });
});
