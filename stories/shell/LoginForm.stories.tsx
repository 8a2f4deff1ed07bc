import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm, type LoginFormProps } from '@kontor/ui/shell/LoginForm';

/** A picture per renewal, as the app builds `/code?randomStr=` URLs (an inline SVG keeps the story offline). */
const picture = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40"><rect width="100" height="40" fill="#eef2f8"/><text x="50" y="27" font-family="monospace" font-size="20" text-anchor="middle" fill="#24324a">${text}</text></svg>`,
  )}`;

/**
 * A pending button announces itself by reference (react-aria's live announcer keeps the node for seconds);
 * once the story is gone the reference dangles, so each story takes its announcements with it.
 */
const dropAnnouncements = () => () => {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) node.remove();
};

/** The form with a renewable captcha, as the login screen drives it. */
function LoginFormDemo(props: LoginFormProps) {
  const [round, setRound] = useState(0);
  return (
    <div style={{ maxWidth: '26rem' }}>
      <LoginForm
        {...props}
        captchaSrc={picture(`K7P${round}`)}
        onRenewCaptcha={() => {
          setRound((value) => value + 1);
          props.onRenewCaptcha();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/LoginForm',
  component: LoginForm,
  render: (args) => <LoginFormDemo {...args} />,
  beforeEach: dropAnnouncements,
  args: {
    captchaSrc: picture('K7P0'),
    onRenewCaptcha: fn(),
    onPasswordLogin: fn(),
    onSendSmsCode: fn(),
    onSmsLogin: fn(),
    resendSeconds: 60,
  },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer: fill the three fields, press Sign in; the values go out trimmed. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name'), ' ddp-buyer ');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'kontor123');
    await userEvent.type(canvas.getByLabelText('Verification code'), 'k7p0');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(args.onPasswordLogin).toHaveBeenCalledWith({ username: 'ddp-buyer', password: 'kontor123', code: 'k7p0' }),
    );
  },
};

/** Keyboard: Enter on an empty form shows each field's error, focuses the first, and sends nothing. */
export const CheckedBeforeSending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText('User name');
    await userEvent.click(username);
    await userEvent.keyboard('ab');
    await userEvent.tab();
    await userEvent.keyboard('12345{Enter}');
    await expect(await canvas.findByText('The login name must be 3 to 20 characters long')).toBeVisible();
    await expect(canvas.getByText('The password must be at least 6 characters long')).toBeVisible();
    await expect(canvas.getByText('Please enter the verification code')).toBeVisible();
    await waitFor(() => expect(username).toHaveFocus());
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    // The error follows the edit once the user has tried to send.
    await userEvent.type(username, 'c');
    await waitFor(() => expect(canvas.queryByText('The login name must be 3 to 20 characters long')).toBeNull());
    await expect(args.onPasswordLogin).not.toHaveBeenCalled();
  },
};

/** The server said 426: the message is shown at the password form (not the phone's) and the typed user name stays. */
export const WrongPassword: Story = {
  args: {
    defaultUsername: 'ddp-buyer',
    error: 'The user name does not exist or the password is wrong.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The user name does not exist or the password is wrong.');
    await expect(canvas.getByLabelText('User name')).toHaveValue('ddp-buyer');
    // The answer is the password panel's: the phone's panel does not repeat it.
    await userEvent.click(canvas.getByRole('tab', { name: 'Mobile phone' }));
    await expect(canvas.getByLabelText('Mobile phone number')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** As the login screen answers a wrong password: an error and a new picture. */
function RefusingLoginDemo(props: LoginFormProps) {
  const [round, setRound] = useState(0);
  return (
    <div style={{ maxWidth: '26rem' }}>
      <LoginForm
        {...props}
        captchaSrc={picture(`K7P${round}`)}
        error={round > 0 ? 'The user name does not exist or the password is wrong.' : undefined}
        onPasswordLogin={async () => setRound((value) => value + 1)}
        onRenewCaptcha={() => setRound((value) => value + 1)}
      />
    </div>
  );
}

/**
 * A refused sign-in renews the picture: the code empties without an "enter the code" error (the form emptied it, not
 * the user), and the focus goes to the password, the secret the server refused, keeping what was typed selected.
 */
export const RefusedSignInRenewsCaptcha: Story = {
  render: (args) => <RefusingLoginDemo {...args} />,
  args: { defaultUsername: 'ddp-buyer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password', { selector: 'input' });
    const code = canvas.getByLabelText('Verification code');
    await userEvent.type(password, 'wrong-secret');
    await userEvent.type(code, 'k7p0');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The user name does not exist or the password is wrong.');
    await waitFor(() => expect(code).toHaveValue(''));
    await expect(code).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Please enter the verification code')).toBeNull();
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveValue('wrong-secret');
  },
};

/** Pressing the picture (pointer or keyboard) asks for a new one and clears the code typed for the old one. */
export const RenewCaptcha: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('Verification code');
    await userEvent.type(code, 'abcd');
    const renew = canvas.getByRole('button', { name: 'Show a new verification code picture' });
    const before = canvas.getByRole('img', { name: 'Verification code picture' }).getAttribute('src');
    await userEvent.click(renew);
    await expect(args.onRenewCaptcha).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('img', { name: 'Verification code picture' }).getAttribute('src')).not.toBe(before);
    await expect(code).toHaveValue('');
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRenewCaptcha).toHaveBeenCalledTimes(2);
  },
};

/** Keyboard: arrow to the SMS tab; the mobile is checked before a code is sent, then the button counts down. */
export const SmsLogin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('User name'), 'kept-name');
    canvas.getByRole('tab', { name: 'User name and password' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mobile phone' })).toHaveAttribute('aria-selected', 'true');
    const mobile = canvas.getByLabelText('Mobile phone number');
    await userEvent.type(mobile, '1511234');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText('The phone number must have 11 digits')).toBeVisible();
    await expect(args.onSendSmsCode).not.toHaveBeenCalled();
    await userEvent.type(mobile, '5678');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendSmsCode).toHaveBeenCalledWith('15112345678');
    const wait = await canvas.findByRole('button', { name: /Send again in (60|59) s/ });
    await expect(wait).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('A code was sent to 15112345678.');
    await userEvent.type(canvas.getByLabelText('SMS code'), '1234{Enter}');
    await waitFor(() => expect(args.onSmsLogin).toHaveBeenCalledWith({ mobile: '15112345678', code: '1234' }));
    // Back on the first tab, nothing typed there was lost.
    await userEvent.click(canvas.getByRole('tab', { name: 'User name and password' }));
    await expect(canvas.getByLabelText('User name')).toHaveValue('kept-name');
  },
};

/** A refused send (sending frequently) keeps the button ready and shows why. */
export const SendingFrequently: Story = {
  args: {
    defaultMethod: 'sms',
    onSendSmsCode: fn(() => Promise.reject(new Error('login.code.sendingFrequently'))),
    error: 'Codes are being sent too often; please wait a moment.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mobile phone number'), '15112345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendSmsCode).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Codes are being sent too often');
  },
};

/** German, the long-label case: the labels wrap, nothing is cut. */
export const German: Story = {
  globals: { language: 'de' },
  args: { error: 'Der Benutzername existiert nicht oder das Passwort ist falsch.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Benutzername und Passwort' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Neues Prüfcode-Bild anzeigen' })).toBeVisible();
  },
};
