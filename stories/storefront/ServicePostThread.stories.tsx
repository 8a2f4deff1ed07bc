import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ServicePostThread } from '@kontor/ui/storefront/ServicePostThread';
import { PROOF_SRC } from './after-sales-fixtures';
import { answerOf, cancelled, processing, rated, toRate } from './parts-fixtures';

const meta = {
  title: 'Storefront/ServicePostThread',
  component: ServicePostThread,
  args: { post: toRate, responses: answerOf(toRate), onCancel: fn(), onEvaluate: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ServicePostThread>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The thread reads in order: the customer's post, then the service's answer; a processed post asks for stars. */
export const AnsweredRateByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thread = canvas.getByRole('list', { name: 'Conversation with the service' });
    const messages = within(thread).getAllByRole('listitem');
    await expect(messages).toHaveLength(2);
    await expect(messages[0]).toHaveTextContent('You');
    await expect(messages[0]).toHaveTextContent(toRate.content!);
    await expect(messages[1]).toHaveTextContent('Kontor service');
    await expect(messages[1]).toHaveTextContent(toRate.response!);
    await expect(canvas.getByText('Processed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel post' })).toBeNull();
    // Rate by keyboard: into the stars, two to the right, then the button.
    canvas.getByRole('radio', { name: '1 star' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onEvaluate).toHaveBeenCalledWith(3));
  },
};

/** Server text stays text: markup in an answer is shown, never rendered. */
export const AnswerIsText: Story = {
  args: { responses: [{ id: 1, content: '<img src=x onerror=alert(1)> Ships Monday', createTime: '2026-11-19 10:00:00' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('<img src=x onerror=alert(1)> Ships Monday')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
    await expect(canvas.getByText('Parts service')).toBeVisible();
  },
};

/** While processing: no answer yet, a note says so, and the post can be cancelled after a confirmation. */
export const ProcessingCancel: Story = {
  args: { post: processing, responses: [], pictures: [{ link: '/admin/sys-file/kontor/hinge.png', src: PROOF_SRC, name: 'hinge.png' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The service has not answered yet; you will be notified.')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Pictures of the post' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel post' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The service will no longer answer it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel post' }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledOnce());
  },
};

/** A rated post shows the rating and asks for none. */
export const Rated: Story = {
  args: { post: rated, responses: answerOf(rated) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your rating: 5 of 5 stars')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { post: cancelled, responses: answerOf(cancelled) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You cancelled this post.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel post' })).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const ResponsesFailed: Story = {
  args: { responses: undefined, responsesStatus: 'error', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The conversation could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const GermanAnswered: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Verlauf mit dem Service' })).toBeVisible();
    await expect(canvas.getByText('Wie zufrieden sind Sie mit dem Service?')).toBeVisible();
  },
};
