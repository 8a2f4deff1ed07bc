import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { Breadcrumbs } from '@kontor/ui/Breadcrumbs';

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { id: 'home', label: 'Home' },
      { id: 'garden', label: 'Garden furniture' },
      { id: 'chairs', label: 'Chairs' },
      { id: 'lotta', label: 'Garden chair Lotta' },
    ],
    onAction: fn(),
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pointer: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'You are here' });
    await userEvent.click(within(nav).getByText('Chairs'));
    await expect(args.onAction).toHaveBeenCalledWith('chairs');
    await expect(within(nav).getByText('Garden chair Lotta')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const home = within(canvasElement).getByText('Home');
    await waitFor(() => expect(home).toHaveFocus());
    await expect(getComputedStyle(home).outlineStyle).toBe('solid');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('garden');
  },
};
