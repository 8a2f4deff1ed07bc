import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import UserInfoScreen from '../../packages/shop-app/src/screens/admin/UserInfoScreen.js';
import { AdminScreenPreview } from '../../packages/shop-app/src/screens/admin/AdminScreenPreview.js';
import { resetAdminMocks } from '../../.storybook/mocks/admin.handlers.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';
import { expectNothingMoves } from '../stays-put.js';

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
    await waitFor(() => expect(canvas.getByLabelText('Company')).toHaveValue('Gartenwelt Hoffmann GmbH'));
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
    await waitFor(() => expect(canvas.getByLabelText('Company')).toHaveValue('Gartenwelt Hoffmann GmbH'));
    const company = canvas.getByLabelText('Company');
    await userEvent.clear(company);
    await userEvent.type(company, 'Gartenwelt Nord GmbH');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Your details have been saved.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Company')).toHaveValue('Gartenwelt Nord GmbH'));
  },
};

/** Lets the member record through when the story says so (the mock answers it then). */
let releaseMember = () => {};

/**
 * While the member record is read the form draws its own shape (facts as placeholders, fields empty and out of reach):
 * when it comes nothing on the page moves, the password change below included.
 */
export const MemberArrivesInPlace: Story = {
  beforeEach({ msw }) {
    const gate = new Promise<void>((resolve) => (releaseMember = resolve));
    // Answers nothing itself: once let through, the request falls to the mock's own answer.
    msw.use(http.get('*/scgl/rfmembernew/info', async () => void (await gate)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('region', { name: 'Account' })).toHaveAttribute('aria-busy', 'true');
    await expectNothingMoves(canvasElement, async () => {
      releaseMember();
      await waitFor(() => expect(canvas.getByLabelText('Company')).toHaveValue('Gartenwelt Hoffmann GmbH'));
    });
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};
