// Messages in parts, as the storefront build cuts them: the parts in use load in the shown language, a lazily loaded
// unit's part arrives before it finishes loading, a switch brings every part in use, and a message the parts lack
// never stays an id on screen (the provider loads the language whole).
import { render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@kontor/api/rules';
import type { MessagePart } from './catalogues.js';

/** A part whose modules are data URLs: one per language, with the given messages (as the compiled AST's literals). */
function part(messages: Record<string, Partial<Record<Language, string>>>): MessagePart {
  const files: MessagePart['files'] = {};
  for (const language of ['en', 'de', 'fr', 'zh'] as const) {
    const compiled = Object.fromEntries(Object.entries(messages).map(([id, texts]) => [id, [{ type: 0, value: texts[language] ?? texts.en }]]));
    files[language] = `data:text/javascript,export default ${encodeURIComponent(JSON.stringify(compiled))}`;
  }
  return { base: 'http://localhost/assets/index.js', files };
}

// The ui setup registers all four catalogues whole; each test starts from a fresh registry instead.
const fresh = async () => {
  vi.resetModules();
  return { ...(await import('./catalogues.js')), ...(await import('../provider/KontorLocaleProvider.js')) };
};

beforeEach(() => {
  globalThis.__kontorMessageParts = [];
  globalThis.__kontorMessagesReady = undefined;
});
afterEach(() => {
  globalThis.__kontorMessageParts = undefined;
  globalThis.__kontorMessagesReady = undefined;
});

describe('message parts', () => {
  it('loads the parts in use in the shown language, and every one of them again on a switch', async () => {
    const { loadCatalogue, catalogueOf, catalogueReady } = await fresh();
    globalThis.__kontorMessageParts!.push(part({ 'a.title': { en: 'Title', de: 'Titel' } }));
    await loadCatalogue('en');
    expect(Object.keys(catalogueOf('en')!)).toEqual(['a.title']);
    expect(catalogueReady('de')).toBe(false);

    // A lazily loaded screen registers its part and waits for it (the build's injected code) in the shown language.
    globalThis.__kontorMessageParts!.push(part({ 'b.add': { en: 'Add', de: 'Hinzufügen' } }));
    await globalThis.__kontorMessagesReady!();
    expect(catalogueOf('en')).toMatchObject({ 'b.add': [{ value: 'Add' }] });
    expect(catalogueOf('de')).toBeUndefined();

    await loadCatalogue('de');
    expect(catalogueOf('de')).toMatchObject({ 'a.title': [{ value: 'Titel' }], 'b.add': [{ value: 'Hinzufügen' }] });
    expect(catalogueReady('de')).toBe(true);
    // Whatever loads next comes in German.
    globalThis.__kontorMessageParts!.push(part({ 'c.more': { en: 'More', de: 'Mehr' } }));
    expect(catalogueReady('de')).toBe(false);
    await globalThis.__kontorMessagesReady!();
    expect(catalogueOf('de')).toMatchObject({ 'c.more': [{ value: 'Mehr' }] });
  });

  it('brings a unit that arrives during a switch in the language still shown too', async () => {
    const { loadCatalogue, catalogueOf } = await fresh();
    globalThis.__kontorMessageParts!.push(part({ 'a.title': { en: 'Title', de: 'Titel' } }));
    await loadCatalogue('en');
    const switching = loadCatalogue('de');
    globalThis.__kontorMessageParts!.push(part({ 'b.add': { en: 'Add', de: 'Hinzufügen' } }));
    await globalThis.__kontorMessagesReady!();
    expect(catalogueOf('en')).toMatchObject({ 'b.add': [{ value: 'Add' }] });
    expect(catalogueOf('de')).toMatchObject({ 'b.add': [{ value: 'Hinzufügen' }] });
    await switching;
    // Once the switch is done, English is left behind.
    globalThis.__kontorMessageParts!.push(part({ 'c.more': { en: 'More', de: 'Mehr' } }));
    await globalThis.__kontorMessagesReady!();
    expect(catalogueOf('en')).not.toHaveProperty('c.more');
    expect(catalogueOf('de')).toHaveProperty('c.more');
  });

  it('loads a language whole when the build cut no parts (development, the widgets)', async () => {
    globalThis.__kontorMessageParts = undefined;
    const { loadCatalogue, catalogueReady } = await fresh();
    const messages = await loadCatalogue('fr');
    expect(Object.keys(messages).length).toBeGreaterThan(500);
    expect(catalogueReady('fr')).toBe(true);
  });

  it('holds its parts until the language has messages, then shows them, without reporting a missing one', async () => {
    const { loadCatalogue, KontorLocaleProvider } = await fresh();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <KontorLocaleProvider language="de">
        <FormattedMessage id="b.add" defaultMessage="Add" />
      </KontorLocaleProvider>,
    );
    expect(screen.queryByText('Add')).toBeNull();
    globalThis.__kontorMessageParts!.push(part({ 'b.add': { en: 'Add', de: 'Hinzufügen' } }));
    await loadCatalogue('de');
    expect(await screen.findByText('Hinzufügen')).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('without a parts build (a consumer’s own app), loads the language whole on its first render', async () => {
    globalThis.__kontorMessageParts = undefined;
    const { KontorLocaleProvider } = await fresh();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <KontorLocaleProvider language="de">
        <FormattedMessage id="common.retry" />
      </KontorLocaleProvider>,
    );
    expect(await screen.findByText('Erneut versuchen')).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('adds a loaded unit’s part without drawing the page again, and the unit shows its texts', async () => {
    const { loadCatalogue, KontorLocaleProvider } = await fresh();
    globalThis.__kontorMessageParts!.push(part({ 'a.title': { en: 'Title', de: 'Titel' } }));
    await loadCatalogue('de');
    let titleRenders = 0;
    // It reads the messages (as every text does), so a new catalogue object would draw it again.
    const Title = () => {
      titleRenders += 1;
      return <h1>{useIntl().formatMessage({ id: 'a.title' })}</h1>;
    };
    const page = (unit: boolean) => (
      <KontorLocaleProvider language="de">
        <Title />
        {unit && (
          <p>
            <FormattedMessage id="b.add" />
          </p>
        )}
      </KontorLocaleProvider>
    );
    const { rerender } = render(page(false));
    expect(screen.getByText('Titel')).toBeTruthy();
    // A screen's code loads: its part arrives first (the build's injected wait), then the screen draws.
    globalThis.__kontorMessageParts!.push(part({ 'b.add': { en: 'Add', de: 'Hinzufügen' } }));
    await globalThis.__kontorMessagesReady!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(titleRenders).toBe(1);
    rerender(page(true));
    expect(screen.getByText('Hinzufügen')).toBeTruthy();
  });

  it('never leaves a message the parts lack as its id: the language loads whole and the text appears', async () => {
    const { loadCatalogue, KontorLocaleProvider } = await fresh();
    globalThis.__kontorMessageParts!.push(part({ 'a.title': { en: 'Title', de: 'Titel' } }));
    await loadCatalogue('de');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <KontorLocaleProvider language="de">
        <p>
          <FormattedMessage id="common.retry" />
        </p>
      </KontorLocaleProvider>,
    );
    // The German catalogue's text, not "common.retry".
    expect(await screen.findByText('Erneut versuchen')).toBeTruthy();
    expect(screen.queryByText('common.retry')).toBeNull();
    error.mockRestore();
  });
});
