import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { SETTINGS_SWITCHES, SettingsPanel, type SettingsPanelProps, type SettingsSwitch } from '@kontor/ui/shell/SettingsPanel';

const ALL_ON = Object.fromEntries(SETTINGS_SWITCHES.map((name) => [name, true])) as Record<SettingsSwitch, boolean>;

function Stateful(args: SettingsPanelProps) {
  const [values, setValues] = useState(args.values);
  return (
    <SettingsPanel
      {...args}
      values={values}
      onChange={(name, on) => {
        setValues({ ...values, [name]: on });
        args.onChange(name, on);
      }}
    />
  );
}

const meta = {
  title: 'Shell/SettingsPanel',
  component: SettingsPanel,
  args: { isOpen: true, onOpenChange: fn(), values: ALL_ON, onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof SettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The nine switches; pointer turns one off, Space turns it on again. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Layout settings' });
    await expect(within(dialog).getAllByRole('switch')).toHaveLength(9);
    const tabs = within(dialog).getByRole('switch', { name: 'Page tabs' });
    await userEvent.click(tabs);
    await expect(args.onChange).toHaveBeenLastCalledWith('showTag', false);
    await expect(tabs).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('showTag', true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const German: Story = {
  globals: { language: 'de' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Layout-Einstellungen' })).toBeVisible();
    await expect(screen.getByRole('switch', { name: 'Obere Menüleiste' })).toBeChecked();
  },
};
