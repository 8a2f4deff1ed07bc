import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LockScreen } from '@kontor/ui/shell/LockScreen';

const meta = {
  title: 'Shell/LockScreen',
  component: LockScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    userName: 'Greta Hoffmann',
    onUnlock: fn((password: string) => password === 'lock-me'),
    onLogout: fn(),
  },
} satisfies Meta<typeof LockScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: a wrong password is announced, the field is cleared and keeps focus; the right one unlocks. */
export const WrongThenRight: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
    await expect(canvas.getByText('Signed in as Greta Hoffmann')).toBeVisible();
    const password = canvas.getByLabelText('Lock screen password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.keyboard('not-it{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The lock screen password is wrong. Please try again.');
    await expect(password).toHaveValue('');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.keyboard('lock-me{Enter}');
    await expect(args.onUnlock).toHaveBeenLastCalledWith('lock-me');
  },
};

/** Pointer: an empty password is refused at the field without asking the app. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
    await expect(await canvas.findByText('The lock screen password cannot be empty')).toBeVisible();
    await expect(args.onUnlock).not.toHaveBeenCalled();
  },
};

/** Log out from the lock screen, by pointer. */
export const LogOut: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out instead' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

/** Chinese, in the star theme. */
export const ChineseStar: Story = {
  globals: { language: 'zh', theme: 'star' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '屏幕已锁定' })).toBeVisible();
  },
};

/** /lock opened without a session: nothing to unlock, so no password field; the way on is the sign-in page. */
export const SignedOut: Story = {
  args: { signedOutHref: '#login', userName: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
    await expect(canvas.queryByLabelText('Lock screen password')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '#login');
    await expect(args.onUnlock).not.toHaveBeenCalled();
  },
};

export const SignedOutGerman: Story = {
  args: { signedOutHref: '#login', userName: undefined },
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
  },
};

/**
 * The page as a server draws it for nobody, before the browser has read whether someone is signed in: the unlock
 * form's place is held, unseen and inert, so neither a member is told no one is signed in nor a visitor offered a
 * password field; one is said to be loading.
 */
export const SessionPending: Story = {
  args: { sessionPending: true, userName: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Screen locked' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Unlock' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Go to sign in' })).toBeNull();
    await expect(canvas.queryByText(/No one is signed in here/)).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading');
    await userEvent.keyboard('{Tab}');
    await expect(canvasElement.querySelector('input')).not.toHaveFocus();
    await expect(args.onUnlock).not.toHaveBeenCalled();
  },
};
