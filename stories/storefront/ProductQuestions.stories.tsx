import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ProductQuestions } from '@kontor/ui/storefront/ProductQuestions';
import { seedQuestions } from '../../.storybook/mocks/browse-seed.js';

const meta = {
  title: 'Storefront/ProductQuestions',
  component: ProductQuestions,
  args: { skuCode: 'SV02-105', questions: seedQuestions('SV02-105'), onAsk: fn(), onClose: fn(), onFeedback: fn() },
} satisfies Meta<typeof ProductQuestions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Can the cushions stay outside over the winter?')).toBeVisible();
    await expect(canvas.getByText('Awaiting an answer')).toBeVisible();
    const helpful = canvas.getAllByRole('group', { name: 'Was this answer helpful?' })[0]!;
    await userEvent.click(within(helpful).getByRole('button', { name: 'Yes' }));
    await expect(args.onFeedback).toHaveBeenCalledWith(1, true);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Close question' })[0]!);
    await expect(args.onClose).toHaveBeenCalledWith(1);
  },
};

/** An empty (or blank) question is refused with the spec's message and nothing is sent. */
export const EmptyQuestionRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The form kit arrives as soon as the section is in view (the light form it replaces looks the same).
    await waitFor(() => expect(canvasElement.querySelector('[data-light-form]')).toBeNull());
    const field = canvas.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await expect(await canvas.findByText('The input content cannot be empty!')).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await expect(args.onAsk).not.toHaveBeenCalled();
    await userEvent.type(field, 'Is the frame powder-coated?');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(args.onAsk).toHaveBeenCalledWith(expect.objectContaining({ skuCode: 'SV02-105', content: 'Is the frame powder-coated?' })));
    await expect(await canvas.findByText('Your question was sent.')).toBeVisible();
  },
};

/** Server text is shown as text: markup in a question stays visible characters. */
export const MarkupShowsAsText: Story = {
  args: { questions: [{ id: 9, content: '<b>bold?</b><img src=x onerror=alert(1)>', answer: null, userName: 'd***r' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<b>bold?</b><img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('b, img[src="x"]')).toBeNull();
  },
};

export const NoQuestions: Story = {
  args: { questions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No questions yet. Be the first to ask.')).toBeVisible();
  },
};
