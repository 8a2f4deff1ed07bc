import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, TriggerButton } from '@kontor/ui/Button';
import { Dialog, DialogTrigger, DIALOG_SIZES } from '@kontor/ui/Dialog';
import { TextField } from '@kontor/ui/TextField';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { title: 'Your sales contact', children: <p>Anna Schmidt · +49 40 123456</p> },
  argTypes: { size: { control: 'inline-radio', options: DIALOG_SIZES } },
  render: (args) => (
    <DialogTrigger>
      <TriggerButton>Feedback</TriggerButton>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Feedback' });
    await userEvent.click(trigger);
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Your sales contact' });
    await expect(dialog).toHaveTextContent('Anna Schmidt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Keyboard: Story = {
  args: {
    title: 'Set lock screen password',
    children: <TextField label="Lock screen password" />,
    footer: (close) => <Button onPress={close}>Lock</Button>,
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Feedback' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Set lock screen password',
    });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tab cycles inside the dialog: close button, field, footer action, and round again.
    await userEvent.tab();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(getComputedStyle(close).outlineStyle).toBe('solid');
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).getByRole('textbox')).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Large: Story = {
  args: {
    size: 'lg',
    defaultOpen: true,
    title: 'Catalogue download',
    children: <p>Select a data class to list its files.</p>,
  },
};
