import type { Meta, StoryObj } from '@storybook/react-vite';
import { Provider as StoreProvider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from '../../packages/shop-app/src/router/index.js';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LoginScreen from '../../packages/shop-app/src/screens/session/LoginScreen.js';
import { api } from '../../packages/shop-app/src/api.js';
import { queryClient } from '../../packages/shop-app/src/queryClient.js';
import { syncSession } from '../../packages/shop-app/src/session/state.js';
import { setNavigator } from '../../packages/shop-app/src/session/navigate.js';
import { stopRefreshTimer } from '../../packages/shop-app/src/session/lifecycle.js';
import { store } from '../../packages/shop-app/src/state/store.js';
import { languageAtom } from '../../packages/shop-app/src/state/settings.js';
import type { Language } from '@kontor/api/rules';
import { DEMO_PASSWORD } from '../../packages/server/src/db/seed-data/customer/accounts.js';
import { WRONG_CAPTCHA } from '../../.storybook/mocks/session.handlers.js';
import { SCREEN_DOCS_STORY } from '../screen-parameters';

/** The login page, or a stand-in home page once it has sent the user on. */
function Pages() {
  return useLocation().pathname === '/login' ? <LoginScreen /> : <h1>Home</h1>;
}

/** The login route and a stand-in home page, in memory; the calls go to the session mock handlers. */
function LoginPreview() {
  return (
    <StoreProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/login']}>
          <Pages />
        </MemoryRouter>
      </QueryClientProvider>
    </StoreProvider>
  );
}

// The screen navigates through its own router here; nothing may move Storybook's frame.
setNavigator(() => undefined);

/** The pending Sign in button announced itself by id and is gone after the sign-in; drop the dangling reference. */
const dropAnnouncements = () => {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
};

/** Each story starts signed out and leaves no session behind for the next (storage cleared, no logout run). */
function signedOut() {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith('pigx-')) sessionStorage.removeItem(key);
  stopRefreshTimer();
  queryClient.clear();
  syncSession();
}

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  render: () => <LoginPreview />,
  parameters: { layout: 'fullscreen', docs: { story: SCREEN_DOCS_STORY } },
  // The screen's language switch shows the shop's language (its atom): the story's language, as the app would have it.
  beforeEach: ({ globals }) => {
    signedOut();
    const before = store.get(languageAtom);
    store.set(languageAtom, (globals['language'] as Language | undefined) ?? 'en');
    return () => {
      signedOut();
      store.set(languageAtom, before);
      dropAnnouncements();
    };
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, password: string, code = 'k7p3') {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('User name'), 'ddp-buyer');
  await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), password);
  await userEvent.type(canvas.getByLabelText('Verification code'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** ddp-buyer signs in with the demo password: token stored, user info read, then home. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Verification code picture' })).toBeVisible();
    await fill(canvasElement, DEMO_PASSWORD);
    await expect(await canvas.findByRole('heading', { name: 'Home' })).toBeVisible();
    await expect(api.session.accessToken()).toBe('story-access-ddp-buyer');
    dropAnnouncements();
  },
};

/** 426: the message at the form, the user name kept, a new captcha. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = (await canvas.findByRole('img', { name: 'Verification code picture' })).getAttribute('src');
    await fill(canvasElement, 'not-the-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The user name does not exist or the password is wrong.');
    await expect(canvas.getByLabelText('User name')).toHaveValue('ddp-buyer');
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Verification code picture' }).getAttribute('src')).not.toBe(before));
  },
};

/** 428: the captcha message and an empty code field under a new picture. */
export const WrongCaptcha: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvasElement, DEMO_PASSWORD, WRONG_CAPTCHA);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The verification code is wrong; please enter the new one.');
    await expect(canvas.getByLabelText('Verification code')).toHaveValue('');
  },
};
