import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminContent, AdminFrame, media, shellSize } from '@kontor/ui/shell/AdminFrame';
import { Page } from '@kontor/ui/Page';
import { Sidebar } from '@kontor/ui/shell/Sidebar';

const meta = {
  title: 'Shell/AdminFrame',
  component: AdminFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: 'Kontor wholesale',
    shortLogo: 'K',
    topBar: <div />,
    children: (
      <AdminContent>
        <Page title="Welcome" />
      </AdminContent>
    ),
  },
} satisfies Meta<typeof AdminFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the long logo above a 200 px sidebar. */
export const Default: Story = {
  args: { sidebar: <Sidebar items={[]} activePath="/wel/index" isLoading /> },
};

/**
 * Drawn before the screen's width is known (the server's draw): folded below 992 px, open above, by the stylesheet
 * alone, so the frame arrives at the width the app then keeps; one logo shows, and the menu's loading tip only where
 * the sidebar is open.
 */
export const FoldedByWidth: Story = {
  args: { collapsed: 'by-width', sidebar: <Sidebar items={[]} activePath="/wel/index" collapsed="by-width" isLoading /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const narrow = window.matchMedia(media.belowDesktop).matches;
    const side = canvas.getByRole('navigation').parentElement!;
    const folded = document.createElement('div');
    folded.style.width = shellSize.sidebarCollapsed;
    canvasElement.append(folded);
    const foldedWidth = folded.getBoundingClientRect().width;
    folded.remove();
    expect(side.getBoundingClientRect().width === foldedWidth).toBe(narrow);
    await expect(canvas.getByText(narrow ? 'K' : 'Kontor wholesale')).toBeVisible();
    await expect(canvas.getByText(narrow ? 'Kontor wholesale' : 'K')).not.toBeVisible();
    if (narrow) await expect(canvas.getByRole('status')).not.toBeVisible();
    else await expect(canvas.getByRole('status')).toBeVisible();
  },
};
