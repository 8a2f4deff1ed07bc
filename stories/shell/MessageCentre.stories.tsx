import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MessageCentre } from '@kontor/ui/shell/MessageCentre';
import { manyMessages, seedMessages } from '../../.storybook/mocks/admin-seed.js';

const MESSAGES = seedMessages();
const byTitle = (title: string) => MESSAGES.find((message) => message.title === title)!;

const meta = {
  title: 'Shell/MessageCentre',
  component: MessageCentre,
  args: {
    messages: MESSAGES,
    current: 1,
    size: 10,
    total: MESSAGES.length,
    status: 'ready',
    onPageChange: fn(),
    onRetry: fn(),
    onMarkRead: fn(),
    onDelete: fn(),
    onCollect: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof MessageCentre>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// The table draws its rows a render after its frame (react-aria builds the collection first): asked for until drawn.
const tableDrawn = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('row');
const rowOf = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).findByRole('row', { name: new RegExp(title) });

/** Read states are told by text and icon: three unread, then read, replied, collected and turned to to-do. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('row')).toHaveLength(MESSAGES.length + 1);
    await expect(within(await rowOf(canvasElement, 'Your container is on its way')).getByText('Unread')).toBeVisible();
    await expect(within(await rowOf(canvasElement, 'Container loading plan')).getByText('Collected')).toBeVisible();
    await expect(within(await rowOf(canvasElement, 'Confirm the delivery window')).getByText('Turned into a to-do')).toBeVisible();
    await expect(within(await rowOf(canvasElement, 'Price list update')).getByText('Replied')).toBeVisible();
    // Nothing selected: the batch actions wait.
    await expect(canvas.getByRole('button', { name: 'Mark as read' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const MarkReadByPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(within(await rowOf(canvasElement, 'Your container is on its way')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf(canvasElement, 'Payment reminder')).getByRole('checkbox'));
    await expect(canvas.getByText('2 messages selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    const ids = (args.onMarkRead as ReturnType<typeof fn>).mock.calls[0]![0] as unknown[];
    await expect(ids).toHaveLength(2);
    await expect(ids).toContain(MESSAGES.find((m) => m.title === 'Payment reminder')!.id);
    await waitFor(() => expect(canvas.getByText('No message selected')).toBeVisible());
  },
};

export const BatchDeleteByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await tableDrawn(canvasElement);
    const canvas = within(canvasElement);
    // Select all from the header checkbox by keyboard.
    const selectAll = canvas.getByRole('checkbox', { name: /select all/i });
    selectAll.focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText(`${MESSAGES.length} messages selected`)).toBeVisible();
    canvas.getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(`Delete the ${MESSAGES.length} selected messages?`);
    // A destructive question starts on Cancel; Escape declines without deleting.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const again = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1));
    await expect((args.onDelete as ReturnType<typeof fn>).mock.calls[0]![0]).toHaveLength(MESSAGES.length);
  },
};

export const CollectAndDetail: Story = {
  args: {
    messages: [
      byTitle('Your container is on its way'),
      byTitle('New spring catalogue 2026'),
      { ...byTitle('Payment reminder'), title: 'Script test', content: '<img src=x onerror="alert(1)"><b>not bold</b>\nSecond line', sendStatus: 3 },
    ],
    total: 3,
  },
  play: async ({ canvasElement, args }) => {
    await tableDrawn(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Collect “New spring catalogue 2026”' }));
    await expect(args.onCollect).toHaveBeenCalledWith(byTitle('New spring catalogue 2026').id);
    // The detail shows the server text as text, never as HTML.
    await userEvent.click(canvas.getByRole('button', { name: 'Script test' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Script test' });
    await expect(dialog).toHaveTextContent('<b>not bold</b>');
    await expect(dialog.querySelector('img, b')).toBeNull();
    // How the sending went, in words (spec section 4's message states).
    await expect(within(dialog).getByText('Delivery').nextElementSibling).toHaveTextContent('Partly failed');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    // Opening a message is not choosing it: nothing is selected for deleting.
    await expect(canvas.getByText('No message selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const CollectedCannotBeCollectedAgain: Story = {
  play: async ({ canvasElement }) => {
    await tableDrawn(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Collect “Container loading plan”' })).toBeDisabled();
  },
};

export const Paged: Story = {
  args: { messages: manyMessages(25).slice(0, 10), total: 25 },
  play: async ({ canvasElement, args }) => {
    await tableDrawn(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('25 records in total')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { messages: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No messages')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading messages…' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The messages could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** German: the longest labels. */
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    await tableDrawn(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Als gelesen markieren' })).toBeDisabled();
    await expect(within(canvasElement).getAllByText('Ungelesen').length).toBeGreaterThan(0);
  },
};
