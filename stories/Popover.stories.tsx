import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TriggerButton } from '@kontor/ui/Button';
import { PopoverDialog, PopoverTrigger } from '@kontor/ui/Popover';
import { Switch } from '@kontor/ui/Switch';

const meta = {
  title: 'Primitives/Popover',
  component: PopoverDialog,
  args: {
    title: 'Layout settings',
    children: (
      <>
        <Switch defaultSelected>Tags</Switch>
        <Switch>Full screen</Switch>
      </>
    ),
  },
  render: (args) => (
    <PopoverTrigger>
      <TriggerButton variant="secondary">Settings</TriggerButton>
      <PopoverDialog {...args} />
    </PopoverTrigger>
  ),
} satisfies Meta<typeof PopoverDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Settings' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Layout settings' });
    await userEvent.click(within(dialog).getByText('Full screen'));
    await expect(within(dialog).getByRole('switch', { name: 'Full screen' })).toBeChecked();
    // A click outside closes it.
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Settings' });
    await userEvent.tab();
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Tags' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
