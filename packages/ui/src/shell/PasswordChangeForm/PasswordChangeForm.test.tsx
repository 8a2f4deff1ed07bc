import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { PasswordChangeForm } from './PasswordChangeForm.js';

const MAILBOX = 'achats@jardins-du-sud.example';

function setUp(onSubmit = vi.fn(), onSendCode = vi.fn()) {
  render(
    <KontorTestProvider>
      <PasswordChangeForm onSubmit={onSubmit} mailbox={{ email: MAILBOX, onSendCode }} />
    </KontorTestProvider>,
  );
  return { onSubmit, onSendCode, user: userEvent.setup() };
}

describe('PasswordChangeForm with a mailbox code', () => {
  it('shows a mismatch and a short code at once, after a code was sent, and sends nothing', async () => {
    const { onSubmit, onSendCode, user } = setUp();
    await user.type(screen.getByLabelText(/^Old password/), 'kontor123');
    await user.type(screen.getByLabelText(/^New password/), 'jardin-2026');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'jardin-2026x');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSendCode).toHaveBeenCalledWith(MAILBOX);
    await user.type(screen.getByRole('textbox', { name: /^Mailbox code/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password input is inconsistent')).toBeTruthy();
    expect(screen.getByText('The verification code has 4 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the passwords with the mailbox and the code', async () => {
    const { onSubmit, user } = setUp();
    await user.type(screen.getByLabelText(/^Old password/), 'kontor123');
    await user.type(screen.getByLabelText(/^New password/), 'jardin-2026');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'jardin-2026');
    await user.type(screen.getByRole('textbox', { name: /^Mailbox code/ }), '4821');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        password: 'kontor123',
        newpassword1: 'jardin-2026',
        newpassword2: 'jardin-2026',
        email: MAILBOX,
        code: '4821',
      }),
    );
    expect(await screen.findByRole('status')).toBeTruthy();
  });
});
