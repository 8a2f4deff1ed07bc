import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EvaluationForm } from '@kontor/ui/storefront/EvaluationForm';

const meta = {
  title: 'Storefront/EvaluationForm',
  component: EvaluationForm,
  args: { onSubmit: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EvaluationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab into the stars, arrow to the fourth, Tab to the button and Enter: the rating 4 is sent. */
export const RateByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(canvas.getByText('4 of 5 stars')).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send rating' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(4));
  },
};

/** Sending without stars is refused at the field: the error sits under the stars and focus goes to them. */
export const RequiredAtTheField: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send rating' }));
    await expect(await canvas.findByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '1 star' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Choosing a star clears the error.
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }));
    await expect(canvas.queryByText('Please choose a rating from 1 to 5 stars.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(2));
  },
};

/** A refused send keeps the stars and says so. */
export const FailedSendKeepsTheRating: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('servicePost.evaluation.notAllowed'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send rating' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The rating could not be sent');
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
  },
};

export const German: Story = {
  globals: { language: 'de' },
  args: { defaultRating: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '3 Sterne' })).toBeChecked();
    await expect(canvas.getByText('3 von 5 Sternen')).toBeVisible();
  },
};
