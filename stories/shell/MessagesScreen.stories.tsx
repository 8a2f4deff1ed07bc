import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MessagesScreen from '../../packages/shop-app/src/screens/admin/MessagesScreen.js';
import { AdminScreenPreview } from '../../packages/shop-app/src/screens/admin/AdminScreenPreview.js';
import { resetAdminMocks } from '../../.storybook/mocks/admin.handlers.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const meta = {
  title: 'Screens/Messages',
  component: MessagesScreen,
  beforeEach: () => resetAdminMocks(),
  render: () => (
    <AdminScreenPreview path="/admin/sysxxfsjl/index">
      <MessagesScreen />
    </AdminScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof MessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** ddp-buyer's seeded inbox; marking two unread messages read changes their state after the reload. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const row = await canvas.findByRole('row', { name: /Payment reminder/ });
    await expect(within(row).getByText('Unread')).toBeVisible();
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(canvas.getByRole('row', { name: /Payment reminder/ })).getByText('Read')).toBeVisible());
    await expect(await body(canvasElement).findByText('Marked as read.')).toBeVisible();
  },
};

export const DeleteAndOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New spring catalogue 2026' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'New spring catalogue 2026' });
    await expect(dialog).toHaveTextContent('The spring catalogue with 40 new items is ready to download.');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(canvas.getByRole('row', { name: /Price list update/ })).getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await body(canvasElement).findByRole('alertdialog', { name: 'Please confirm' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Price list update/ })).toBeNull());
  },
};

export const Empty: Story = {
  beforeEach: () => resetAdminMocks([]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/admin/sysxxfsjl/my/pc', () => HttpResponse.json({ code: 1, msg: 'status.unknown', data: null })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The messages could not be loaded.')).toBeVisible();
  },
};
