import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { SearchField } from '@kontor/ui/SearchField';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: { label: 'Search', placeholder: 'Art. no. or item name', onSubmit: fn(), onChange: fn() },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(canvas.getByText('20 characters left')).toBeVisible();
    await userEvent.click(input);
    await userEvent.type(input, 'garden chair');
    await expect(canvas.getByText('8 characters left')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await expect(getComputedStyle(input.parentElement!).outlineStyle).toBe('solid');
    await userEvent.keyboard('parasol{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('parasol');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

export const AtLimit: Story = {
  args: { defaultValue: 'aluminium lounge set' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('aluminium lounge set');
    await expect(canvas.getByText('0 characters left')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter a search word' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a search word'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toBeDisabled();
  },
};

/** A phone-narrow field with help text: the count takes the line below, right-aligned and whole. */
export const NarrowWithHelp: Story = {
  args: {
    label: 'Product, art. no. or part',
    description: 'Name or art. no. of the product the parts belong to, or of the part itself.',
    maxLength: 100,
  },
  decorators: [(Story) => <div style={{ inlineSize: 312 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByText('100 characters left');
    const help = canvas.getByText(/^Name or art\. no\./);
    const countBox = count.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(count).lineHeight);
    await expect(countBox.height).toBeLessThan(lineHeight * 1.5);
    await expect(countBox.top).toBeGreaterThanOrEqual(help.getBoundingClientRect().bottom - 1);
    await expect(Math.abs(countBox.right - canvas.getByRole('searchbox').parentElement!.getBoundingClientRect().right)).toBeLessThan(1);
  },
};
