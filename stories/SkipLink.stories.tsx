import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within, waitFor } from 'storybook/test';
import { SkipLink, SkipTarget } from '@kontor/ui/SkipLink';

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ position: 'relative' }}>
      <SkipLink />
      <nav aria-label="Header">
        <a href="#home">Kontor</a> <a href="#brands">Brands</a> <a href="#cart">Cart</a>
      </nav>
      <SkipTarget>
        <main>
          <p>Garden furniture</p>
          <button type="button">Add to container cart</button>
        </main>
      </SkipTarget>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Out of sight until the first Tab; Enter then leads past the header, so the next Tab is in the content. */
export const FirstTabStop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await waitFor(() => expect(skip).toHaveFocus());
    await expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to container cart' })).toHaveFocus();
  },
};
