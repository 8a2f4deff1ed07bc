// KontorProvider's container mode: a kit embedded in a host page keeps its theme, language and overlays in its
// container, and the host's inherited styles (here a serif, spaced, upper-case page) do not reach it.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { KontorProvider, type ThemeName } from '@kontor/ui';
import { Button, TriggerButton } from '@kontor/ui/Button';
import { Dialog, DialogTrigger } from '@kontor/ui/Dialog';
import { Menu, MenuItem, MenuTrigger } from '@kontor/ui/Menu';
import type { Language } from '@kontor/api/rules';

interface GuestArgs {
  theme: ThemeName;
  language: Language;
  primaryColor?: string;
}

/** What the host page asks of everything below it; the guest root resets it (`all: initial`). */
const hostileHost = {
  fontFamily: 'Georgia, serif',
  letterSpacing: '0.2em',
  textTransform: 'uppercase',
} as const;

function GuestDemo({ theme, language, primaryColor }: GuestArgs) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [switched, setSwitched] = useState(false);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '1rem' }}>
      <section aria-label="Host page" style={hostileHost}>
        <p>The partner&apos;s page: its own font, spacing and case.</p>
        <Button variant="secondary" onPress={() => setSwitched((on) => !on)}>
          Switch the guest
        </Button>
      </section>
      <section aria-label="Embedded Kontor" style={hostileHost}>
        <div ref={setContainer} data-testid="guest">
          {container && (
            <KontorProvider
              container={container}
              theme={switched ? 'star' : theme}
              language={switched ? 'fr' : language}
              primaryColor={switched ? null : primaryColor}
            >
              <DialogTrigger>
                <TriggerButton>Catalogue</TriggerButton>
                <Dialog title="Catalogue">
                  <p>Product catalogue 2026</p>
                </Dialog>
              </DialogTrigger>{' '}
              <MenuTrigger>
                <TriggerButton variant="secondary">Contact</TriggerButton>
                <Menu aria-label="Contact">
                  <MenuItem id="mail">Anna Schmidt</MenuItem>
                </Menu>
              </MenuTrigger>
            </KontorProvider>
          )}
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Guest/ContainerMode',
  component: GuestDemo,
  args: { theme: 'vip', language: 'de', primaryColor: '#8e44ad' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GuestDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const tokenOf = (element: Element, token: string) =>
  getComputedStyle(element).getPropertyValue(token).trim();

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const html = canvasElement.ownerDocument.documentElement;
    const pageClass = html.className;
    const pageLang = html.lang;
    const guest = canvas.getByTestId('guest');

    // The container carries the theme, the colour and the language; <html> keeps the toolbar's.
    await waitFor(() => expect(guest).toHaveAttribute('data-kontor-theme', args.theme));
    await expect(guest).toHaveAttribute('lang', 'de-DE');
    await expect(tokenOf(guest, '--kontor-color-primary')).toBe(args.primaryColor);
    await expect(html.className).toBe(pageClass);
    await expect(html.lang).toBe(pageLang);
    await expect(html.style.getPropertyValue('--kontor-color-primary')).toBe('');
    // Document mode beside it is as before: the Kontor page's <html> and <body> keep the document rules.
    await expect(getComputedStyle(html).fontFamily).toContain('Helvetica Neue');
    await expect(getComputedStyle(canvasElement.ownerDocument.body).boxSizing).toBe('border-box');
    // The host's inherited font, spacing and case stop at the container.
    await expect(getComputedStyle(guest).fontFamily).not.toContain('Georgia');
    await expect(getComputedStyle(guest).letterSpacing).toBe('normal');
    await expect(getComputedStyle(guest).textTransform).toBe('none');

    // Keyboard: the menu opens inside the container, themed like it.
    await userEvent.click(canvas.getByText(/partner/));
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(within(guest).getByRole('button', { name: 'Catalogue' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await within(guest).findByRole('menu', { name: 'Contact' });
    await expect(tokenOf(menu, '--kontor-shell-headerBg')).toBe(
      tokenOf(guest, '--kontor-shell-headerBg'),
    );
    await expect(tokenOf(menu, '--kontor-color-primary')).toBe(args.primaryColor);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(guest).queryByRole('menu')).toBeNull());

    // Pointer: the dialog too, in the container's language.
    await userEvent.click(within(guest).getByRole('button', { name: 'Catalogue' }));
    const dialog = await within(guest).findByRole('dialog', { name: 'Catalogue' });
    await expect(getComputedStyle(dialog).fontFamily).not.toContain('Georgia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(within(guest).queryByRole('dialog')).toBeNull());

    // Theme and language switch live, still only in the container.
    await userEvent.click(canvas.getByRole('button', { name: 'Switch the guest' }));
    await waitFor(() => expect(guest).toHaveAttribute('data-kontor-theme', 'star'));
    await expect(guest).toHaveAttribute('lang', 'fr-FR');
    await expect(tokenOf(guest, '--kontor-color-primary')).not.toBe(args.primaryColor);
    await userEvent.click(within(guest).getByRole('button', { name: 'Catalogue' }));
    const switchedDialog = await within(guest).findByRole('dialog', { name: 'Catalogue' });
    await userEvent.click(within(switchedDialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(within(guest).queryByRole('dialog')).toBeNull());
    await expect(html.className).toBe(pageClass);
    await expect(html.lang).toBe(pageLang);
  },
};
