import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter } from '@kontor/ui/Meter';

// A meter is read, not operated: the stories check what assistive technology hears.
const meta = {
  title: 'Primitives/Meter',
  component: Meter,
  args: { label: "Container fill (40')", value: 26, max: 52 },
} satisfies Meta<typeof Meter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: "Container fill (40')" });
    await expect(meter).toHaveAttribute('aria-valuetext', '50%');
    await expect(meter).toHaveAttribute('data-state', 'partial');
  },
};

export const Full: Story = {
  args: { label: "Container fill (20')", value: 25, max: 25, valueLabel: '25 m³ of 25 m³' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuetext', '25 m³ of 25 m³');
    await expect(meter).toHaveAttribute('data-state', 'full');
  },
};

export const OverTheLimit: Story = {
  args: { label: 'Cart volume', value: 70, max: 65, valueLabel: '70 m³ of 65 m³' },
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuetext', '70 m³ of 65 m³ – over the limit');
    await expect(meter).toHaveAttribute('data-state', 'over');
  },
};
