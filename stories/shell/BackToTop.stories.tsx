import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BackToTop } from '@kontor/ui/shell/BackToTop';

function LongPage() {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} data-testid="page" style={{ height: 300, overflow: 'auto' }}>
      <div style={{ height: 2000 }} />
      <BackToTop target={ref} threshold={200} />
    </div>
  );
}

const meta = { title: 'Shell/BackToTop', component: BackToTop, render: () => <LongPage /> } satisfies Meta<typeof BackToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top; shown once scrolled down; pressing it (pointer or keyboard) scrolls back up. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = canvas.getByTestId('page');
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    page.scrollTop = 800;
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(page.scrollTop).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
    page.scrollTop = 800;
    (await canvas.findByRole('button', { name: 'Back to top' })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.scrollTop).toBe(0));
  },
};
