import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within, waitFor } from 'storybook/test';
import type { Language } from '@kontor/api/rules';
import { LanguageSwitch, type LanguageSwitchProps } from '@kontor/ui/shell/LanguageSwitch';

function Stateful(args: LanguageSwitchProps) {
  const [value, setValue] = useState<Language>(args.value);
  return (
    <LanguageSwitch
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shell/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'en', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer: the menu lists DE, EN, CN, FR; the current language is disabled. */
export const Menu: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent?.slice(0, 2))).toEqual(['DE', 'EN', 'CN', 'FR']);
    await expect(within(menu).getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: '中文' }));
    await expect(args.onChange).toHaveBeenCalledWith('zh');
  },
};

/** Inline (narrow shop headers), by keyboard: the current code cannot be pressed, the others switch. */
export const Inline: Story = {
  args: { variant: 'inline', value: 'de' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Deutsch' })).toBeDisabled();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    await expect(canvas.getByRole('button', { name: 'Français' })).toBeDisabled();
  },
};
