import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionFrame } from '@kontor/ui/shell/SessionFrame';

const meta = {
  title: 'Shell/SessionFrame',
  component: SessionFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Sign in to your wholesale account',
    intro: 'Garden furniture by the container and the pallet, for business customers.',
    children: <p>The form goes here.</p>,
  },
} satisfies Meta<typeof SessionFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One main landmark and one heading level 1 around the content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('heading', { level: 1, name: 'Sign in to your wholesale account' }));
  },
};
