import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PasswordChangeForm } from '@kontor/ui/shell/PasswordChangeForm';

const meta = {
  title: 'Shell/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof PasswordChangeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    old: canvas.getByLabelText(/^Old password/),
    next: canvas.getByLabelText(/^New password/),
    confirm: canvas.getByLabelText(/^Confirm new password/),
    submit: canvas.getByRole('button', { name: 'Change password' }),
  };
};

/** Every rule at its field: old password required, new one required and 6-20 long, confirmation equal. */
export const EveryRule: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const f = fields(canvasElement);
    await userEvent.click(f.submit);
    await expect(await canvas.findByText('The old password cannot be empty')).toBeVisible();
    await expect(canvas.getByText('Please enter a password')).toBeVisible();
    await waitFor(() => expect(f.old).toHaveFocus());
    await userEvent.type(f.old, 'kontor123');
    await userEvent.type(f.next, 'abc');
    await userEvent.click(f.submit);
    await expect(await canvas.findByText('The password must be 6 to 20 characters long')).toBeVisible();
    await userEvent.type(f.next, 'defgh');
    await userEvent.type(f.confirm, 'abcdefgX');
    await userEvent.click(f.submit);
    await expect(await canvas.findByText('Password input is inconsistent')).toBeVisible();
    await expect(f.confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The typed values stay after every refusal.
    await expect(f.old).toHaveValue('kontor123');
  },
};

export const MaximumLength: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await userEvent.type(f.next, 'x'.repeat(25));
    await expect((f.next as HTMLInputElement).value).toHaveLength(20);
  },
};

export const ChangedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const f = fields(canvasElement);
    f.old.focus();
    await userEvent.keyboard('kontor123');
    await userEvent.tab(); // the show/hide toggle
    await userEvent.tab();
    await waitFor(() => expect(f.next).toHaveFocus());
    await userEvent.keyboard('garden2026');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('garden2026{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect((args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0]).toMatchObject({
      password: 'kontor123',
      newpassword1: 'garden2026',
      newpassword2: 'garden2026',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password has been changed.');
    await expect(f.old).toHaveValue('');
  },
};

/** The server refuses a wrong old password with a message key; it shows translated at that field and the input stays. */
export const WrongOldPassword: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('validation.oldPassword.wrong'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = fields(canvasElement);
    await userEvent.type(f.old, 'wrong-one');
    await userEvent.type(f.next, 'garden2026');
    await userEvent.type(f.confirm, 'garden2026');
    await userEvent.click(f.submit);
    await expect(await canvas.findByText('The old password is wrong.')).toBeVisible();
    await expect(f.old).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(f.old).toHaveFocus());
    await expect(f.next).toHaveValue('garden2026');
  },
};

/** Any other refusal (a server text) shows above the buttons. */
export const OtherRefusal: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Unknown system error'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = fields(canvasElement);
    await userEvent.type(f.old, 'kontor123');
    await userEvent.type(f.next, 'garden2026');
    await userEvent.type(f.confirm, 'garden2026');
    await userEvent.click(f.submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unknown system error');
  },
};

export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Altes Passwort'), 'kontor123');
    await userEvent.type(canvas.getByLabelText('Neues Passwort'), 'abcdef');
    await userEvent.type(canvas.getByLabelText('Neues Passwort bestätigen'), 'abcdeg');
    await userEvent.click(canvas.getByRole('button', { name: 'Passwort ändern' }));
    await expect(await canvas.findByText('Die Passwörter stimmen nicht überein')).toBeVisible();
  },
};

// The personal centre's variant, confirmed by a code mailed to the member's mailbox: every rule at its field
// (mailbox format, code of 4 characters, confirmation), the send button's countdown, the server's refusals.
const MAILBOX = 'einkauf@gartenwelt-hoffmann.example';
const mailbox = () => ({ email: MAILBOX, onSendCode: fn(), resendSeconds: 60 });

const mailFields = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    old: canvas.getByLabelText(/^Old password/),
    next: canvas.getByLabelText(/^New password/),
    confirm: canvas.getByLabelText(/^Confirm new password/),
    mailbox: canvas.getByRole('textbox', { name: /^Mailbox( \*)?$/ }),
    code: canvas.getByRole('textbox', { name: /^Mailbox code/ }),
    send: canvas.getByRole('button', { name: 'Send code' }),
    submit: canvas.getByRole('button', { name: 'Change password' }),
  };
};

async function fillPasswords(f: ReturnType<typeof mailFields>, confirmation = 'garden2026') {
  await userEvent.type(f.old, 'kontor123');
  await userEvent.type(f.next, 'garden2026');
  await userEvent.type(f.confirm, confirmation);
}

/** Mismatching confirmation and a code of the wrong length are refused at their fields; nothing is sent. */
export const MailboxEveryRule: Story = {
  args: { mailbox: mailbox() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const f = mailFields(canvasElement);
    await expect(f.mailbox).toHaveValue(MAILBOX);
    await userEvent.click(f.submit);
    await expect(await canvas.findByText('The old password cannot be empty')).toBeVisible();
    await expect(canvas.getByText('Please enter the verification code')).toBeVisible();
    await fillPasswords(f, 'garden2027');
    await userEvent.type(f.code, '48');
    await userEvent.click(f.submit);
    await expect(await canvas.findByText('Password input is inconsistent')).toBeVisible();
    await expect(canvas.getByText('The verification code has 4 characters')).toBeVisible();
    await expect(f.code).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // At most 4 characters go in.
    await userEvent.type(f.code, '21999');
    await expect(f.code).toHaveValue('4821');
  },
};

/** An address that is not one is refused at the mailbox field, before any code is sent. */
export const MailboxFormat: Story = {
  args: { mailbox: mailbox() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const f = mailFields(canvasElement);
    await userEvent.clear(f.mailbox);
    await userEvent.type(f.mailbox, 'einkauf-at-gartenwelt');
    await userEvent.click(f.send);
    await expect(await canvas.findByText('The e-mail address format is incorrect.')).toBeVisible();
    await expect(f.mailbox).toHaveAttribute('aria-invalid', 'true');
    await expect(args.mailbox!.onSendCode).not.toHaveBeenCalled();
  },
};

/** After sending, the button counts down (a visible wait) and says where the code went. */
export const MailboxCountdown: Story = {
  args: { mailbox: mailbox() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const f = mailFields(canvasElement);
    await userEvent.click(f.send);
    await expect(args.mailbox!.onSendCode).toHaveBeenCalledWith(MAILBOX);
    await expect(await canvas.findByRole('status')).toHaveTextContent(`A code has been sent to ${MAILBOX}.`);
    const waiting = await canvas.findByRole('button', { name: /^Send again in \d+ s$/ });
    await expect(waiting).toBeDisabled();
    const first = Number(/\d+/.exec(waiting.textContent ?? '')![0]);
    await waitFor(() => expect(Number(/\d+/.exec(waiting.textContent ?? '')![0])).toBeLessThan(first), { timeout: 2500 });
  },
};

/** Sent too often: the server's message shows, and the button counts down all the same. */
export const MailboxSendingFrequently: Story = {
  args: {
    mailbox: {
      email: MAILBOX,
      onSendCode: fn(() => Promise.reject(new Error('login.code.sendingFrequently'))),
      resendSeconds: 60,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(mailFields(canvasElement).send);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Codes are being sent too often; please wait a moment.');
    await expect(await canvas.findByRole('button', { name: /^Send again in \d+ s$/ })).toBeDisabled();
  },
};

/** A mailbox that is not the account's: the server's 'not bound' shows at the mailbox field. */
export const MailboxNotBound: Story = {
  args: {
    mailbox: { email: 'someone@example.com', onSendCode: fn(() => Promise.reject(new Error('login.email.notBound'))) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const f = mailFields(canvasElement);
    await userEvent.click(f.send);
    await expect(await canvas.findByText('This mailbox is not bound to an account.')).toBeVisible();
    await expect(f.mailbox).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

/** A wrong code: 'verification failed' at the code field, focus there, everything typed kept. */
export const MailboxVerificationFailed: Story = {
  args: { mailbox: mailbox(), onSubmit: fn(() => Promise.reject(new Error('login.code.verificationFailed'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const f = mailFields(canvasElement);
    await fillPasswords(f);
    await userEvent.type(f.code, '0000');
    await userEvent.click(f.submit);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: MAILBOX, code: '0000', newpassword1: 'garden2026' }),
    );
    await expect(await canvas.findByText('Verification failed.')).toBeVisible();
    await waitFor(() => expect(f.code).toHaveFocus());
    await expect(f.next).toHaveValue('garden2026');
  },
};

/** By keyboard in German: the longer labels, the countdown and the change. */
export const MailboxGermanKeyboard: Story = {
  args: { mailbox: mailbox() },
  globals: { language: 'de' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Altes Passwort/), 'kontor123');
    await userEvent.type(canvas.getByLabelText(/^Neues Passwort$/), 'garten2026');
    await userEvent.type(canvas.getByLabelText(/^Neues Passwort bestätigen/), 'garten2026');
    canvas.getByRole('button', { name: 'Code senden' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: /^Erneut senden in \d+ s$/ })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code aus dem Postfach/ }), '4821{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText('Ihr Passwort wurde geändert.')).toBeVisible();
  },
};
