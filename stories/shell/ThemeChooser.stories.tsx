import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ThemeChooser } from '@kontor/ui/shell/ThemeChooser';
import type { ThemeName } from '@kontor/ui';

const meta = {
  title: 'Shell/ThemeChooser',
  component: ThemeChooser,
  args: { value: 'hey', onChange: fn() },
} satisfies Meta<typeof ThemeChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: the ten themes with Hey checked; arrows and Enter choose Renren. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Theme: Hey' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(10);
    await expect(within(menu).getByRole('menuitemradio', { name: 'Hey' })).toHaveAttribute('aria-checked', 'true');
    // The menu opens on the current theme.
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Hey' })).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('renren');
  },
};

/** Pointer, in French: the theme names are translated. */
export const French: Story = {
  globals: { language: 'fr' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Thème/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'VIP' }));
    await expect(args.onChange).toHaveBeenCalledWith('vip');
  },
};

/** The chooser as the shell holds it: the theme chosen becomes its value (and is reported to the story's spy). */
function ChosenInPlace({ onChange }: { onChange: (theme: ThemeName) => void }) {
  const [theme, setTheme] = useState<ThemeName>('hey');
  const choose = (next: ThemeName) => [setTheme, onChange].forEach((report) => report(next));
  return <ThemeChooser value={theme} onChange={choose} />;
}

/** A choice closes the menu; opened again, it checks (and focuses) the theme now in use. */
export const OpensOnTheChosenTheme: Story = {
  render: (args) => <ChosenInPlace onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Theme: Hey' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'VIP' }));
    await expect(args.onChange).toHaveBeenCalledWith('vip');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    within(canvasElement).getByRole('button', { name: 'Theme: VIP' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'VIP' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Hey' })).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'VIP' })).toHaveFocus());
  },
};
