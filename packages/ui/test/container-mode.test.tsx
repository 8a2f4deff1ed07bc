// KontorProvider's container mode (a kit embedded in someone else's page): theme, colour, language and overlays
// stay in the container and <html> is never touched; the test provider's overlays keep its theme.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../src/provider/KontorProvider.js';
import { KontorTestProvider } from '../src/provider/testing.js';
import { TriggerButton } from '../src/components/Button/TriggerButton.js';
import { Dialog, DialogTrigger } from '../src/components/Dialog/Dialog.js';
import { Menu, MenuItem, MenuTrigger } from '../src/components/Menu/Menu.js';
import { PRIMARY_TONE_VARS } from '../src/theme/apply.js';

function Overlays() {
  return (
    <>
      <DialogTrigger>
        <TriggerButton>Open dialog</TriggerButton>
        <Dialog title="Catalogue">Files</Dialog>
      </DialogTrigger>
      <MenuTrigger>
        <TriggerButton>Open menu</TriggerButton>
        <Menu aria-label="Actions">
          <MenuItem id="copy">Copy</MenuItem>
        </Menu>
      </MenuTrigger>
    </>
  );
}

function mountContainer(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}

afterEach(() => {
  // Unmount first: the containers this file appends to <body> are removed afterwards.
  cleanup();
  document.body.replaceChildren();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('lang');
});

describe('KontorProvider with a container', () => {
  it('themes the container and leaves <html> class, lang and style untouched', () => {
    const container = mountContainer();
    render(
      <KontorProvider container={container} language="de" theme="vip" primaryColor="#c0392b">
        <p>Inhalt</p>
      </KontorProvider>,
      { container },
    );
    expect(container.getAttribute('data-kontor-theme')).toBe('vip');
    expect(container.hasAttribute('data-kontor-root')).toBe(true);
    expect(container.lang).toBe('de-DE');
    expect(container.style.getPropertyValue(PRIMARY_TONE_VARS.primary)).toBe('#c0392b');
    expect(document.documentElement.className).toBe('');
    expect(document.documentElement.getAttribute('lang')).toBeNull();
    expect(document.documentElement.getAttribute('style')).toBeNull();
  });

  it('switches theme, colour and language live on the container', () => {
    const container = mountContainer();
    const { rerender } = render(
      <KontorProvider container={container} language="en" theme="hey" primaryColor="#c0392b">
        <p>content</p>
      </KontorProvider>,
      { container },
    );
    const paragraph = screen.getByText('content');
    rerender(
      <KontorProvider container={container} language="zh" theme="star">
        <p>content</p>
      </KontorProvider>,
    );
    expect(screen.getByText('content')).toBe(paragraph);
    expect(container.getAttribute('data-kontor-theme')).toBe('star');
    expect(container.lang).toBe('zh-CN');
    expect(container.style.getPropertyValue(PRIMARY_TONE_VARS.primary)).toBe('');
    expect(document.documentElement.className).toBe('');
  });

  it('renders a dialog and a menu opened inside it into the container, not into <body>', async () => {
    const user = userEvent.setup();
    const container = mountContainer();
    render(
      <KontorProvider container={container} language="fr" theme="cool">
        <Overlays />
      </KontorProvider>,
      { container },
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('menu');
    expect(container.contains(menu)).toBe(true);
    expect(menu.closest('[data-kontor-theme]')).toBe(container);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog');
    expect(container.contains(dialog)).toBe(true);
    expect(dialog.closest('[data-kontor-theme]')).toBe(container);
    // The close button's label comes from the container's language.
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it('without a container still themes <html> and portals to <body>', async () => {
    const user = userEvent.setup();
    render(
      <KontorProvider language="en" theme="d2">
        <Overlays />
      </KontorProvider>,
    );
    expect(document.documentElement.className).toBe('theme-d2');
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('[data-kontor-portals]')).toBeNull();
  });
});

describe('KontorTestProvider overlays', () => {
  it('keep the subtree theme and language in their portal', async () => {
    const user = userEvent.setup();
    render(
      <KontorTestProvider theme="renren" language="de">
        <Overlays />
      </KontorTestProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const dialog = await screen.findByRole('dialog');
    const host = dialog.closest('[data-kontor-portals]');
    expect(host?.getAttribute('data-kontor-theme')).toBe('renren');
    expect(host?.getAttribute('lang')).toBe('de-DE');
    expect(document.documentElement.className).toBe('');
  });
});
