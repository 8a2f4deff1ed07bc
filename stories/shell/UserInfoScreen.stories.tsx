import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import UserInfoScreen from '../../packages/shop-app/src/screens/admin/UserInfoScreen.js';
import { AdminScreenPreview } from '../../packages/shop-app/src/screens/admin/AdminScreenPreview.js';
import { resetAdminMocks } from '../../.storybook/mocks/admin.handlers.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

const meta = {
  title: 'Screens/UserInfo',
  component: UserInfoScreen,
  beforeEach: () => resetAdminMocks(),
  render: () => (
    <AdminScreenPreview path="/info/index">
      <UserInfoScreen />
    </AdminScreenPreview>
  ),
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
} satisfies Meta<typeof UserInfoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Company')).toHaveValue('Gartenwelt Hoffmann GmbH');
    await expect(canvas.getByText('Gold')).toBeVisible();
    await expect(canvas.getByText('DDP')).toBeVisible();
  },
};

/** The confirmation is refused at its field; then the mock server refuses a wrong old password. */
export const PasswordChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Old password'), 'not-my-password');
    await userEvent.type(canvas.getByLabelText('New password'), 'garden2026');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'garden2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Password input is inconsistent')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Confirm new password'));
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'garden2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(canvas.getAllByText('The old password is wrong.').length).toBeGreaterThan(0));
  },
};

export const SaveMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = await canvas.findByLabelText('Company');
    await userEvent.clear(company);
    await userEvent.type(company, 'Gartenwelt Nord GmbH');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your details have been saved.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Company')).toHaveValue('Gartenwelt Nord GmbH'));
  },
};
