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

/** Keyframe keys that are bookkeeping, not animated properties. */
const TIMING_KEYS = new Set(['offset', 'computedOffset', 'easing', 'composite']);

export const Picture: Story = {
  args: { shape: 'rect' },
  play: async ({ canvasElement }) => {
    // A page of loading prices sweeps at once: only a transform keeps that off the main thread.
    const animations = canvasElement.getAnimations({ subtree: true });
    await expect(animations.length).toBeGreaterThan(0);
    const animated = animations.flatMap((animation) =>
      (animation.effect as KeyframeEffect).getKeyframes().flatMap((frame) => Object.keys(frame)),
    );
    await expect([...new Set(animated.filter((key) => !TIMING_KEYS.has(key)))]).toEqual(['transform']);
  },
};

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
