import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
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

/** The shell's case: the scrolling area is replaced when the page mounts, after BackToTop has looked at the ref. */
function ReplacedArea() {
  const ref = useRef<HTMLDivElement>(null);
  const [page, setPage] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setPage((n) => n + 1)}>Open the next page</button>
      <div key={page} ref={ref} data-testid="page" tabIndex={-1} style={{ height: 300, overflow: 'auto' }}>
        <div style={{ height: 2000 }}>Page {page}</div>
      </div>
      <BackToTop target={ref} threshold={200} />
    </>
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

/** A page area replaced after mount (a shell page's first visit) still shows the button; pressing it focuses the area's top. */
export const ReplacedScrollArea: Story = {
  render: () => <ReplacedArea />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open the next page' }));
    const page = canvas.getByTestId('page');
    page.scrollTop = 800;
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.scrollTop).toBe(0));
    await expect(page).toHaveFocus();
  },
};
