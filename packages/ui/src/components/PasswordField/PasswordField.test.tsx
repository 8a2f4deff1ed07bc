import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { PasswordField } from './PasswordField.js';

describe('PasswordField', () => {
  it('hides the password until the translated toggle is pressed, by pointer or keyboard', async () => {
    render(
      <KontorProvider language="de">
        <PasswordField label="Passwort" defaultValue="geheim1" />
      </KontorProvider>,
    );
    const input = screen.getByLabelText('Passwort');
    expect(input.getAttribute('type')).toBe('password');

    await userEvent.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(input.getAttribute('type')).toBe('text');

    const hide = screen.getByRole('button', { name: 'Passwort verbergen' });
    hide.focus();
    await userEvent.keyboard('{Enter}');
    expect(input.getAttribute('type')).toBe('password');
    expect((input as HTMLInputElement).value).toBe('geheim1');
  });

  it('reaches the toggle right after the input with Tab', async () => {
    render(
      <KontorProvider language="en">
        <PasswordField label="Lock screen password" />
      </KontorProvider>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Lock screen password'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show password' }));
  });
});
