import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SKELETON_SHAPES } from '@kontor/ui/Skeleton';

// Placeholders are not operated; the stories check what screen readers hear while content loads.
const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: SKELETON_SHAPES } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading…');
  },
};

export const Picture: Story = { args: { shape: 'rect' } };

export const Avatar: Story = { args: { shape: 'circle' } };

export const Loaded: Story = {
  args: { isLoaded: true, children: <p>Garden chair Lotta, teak, stackable</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(
      within(canvasElement).getByText('Garden chair Lotta, teak, stackable'),
    ).toBeVisible();
  },
};
