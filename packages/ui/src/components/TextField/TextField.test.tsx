import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@kontor/api/rules';
import type { ReactNode } from 'react';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { TextField } from './TextField.js';

const inLanguage = (ui: ReactNode, language: Language = 'en') =>
  render(<KontorProvider language={language}>{ui}</KontorProvider>);
const describedBy = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('TextField', () => {
  it('is named by its label, described by its help text, and reports what is typed', async () => {
    const onChange = vi.fn();
    inLanguage(
      <TextField label="Contact person" description="Who receives the goods" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Contact person' });
    expect(describedBy(input)).toBe('Who receives the goods');
    await userEvent.type(input, 'Li');
    expect(onChange).toHaveBeenLastCalledWith('Li');
  });

  it('shows the form kit’s translated error and marks the input invalid', () => {
    inLanguage(
      <TextField label="E-Mail" isInvalid errorMessage="Das E-Mail-Format ist falsch" />,
      'de',
    );
    const input = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toBe('Das E-Mail-Format ist falsch');
  });

  it('says in the shop’s language that a required field is empty when the form is submitted', async () => {
    inLanguage(
      <form onSubmit={(event) => event.preventDefault()}>
        <TextField label="公司" name="company" isRequired />
        <button type="submit">提交</button>
      </form>,
      'zh',
    );
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    const input = screen.getByRole('textbox', { name: '公司' });
    expect(describedBy(input)).toBe('请填写此字段。');
    expect(document.activeElement).toBe(input);
  });

  it('says in the shop’s language why a field marked invalid without a text of its own stops the form', () => {
    inLanguage(<TextField label="Firma" isInvalid />, 'de');
    const input = screen.getByRole('textbox', { name: 'Firma' }) as HTMLInputElement;
    expect(input.validationMessage).toBe('Bitte prüfen Sie diese Eingabe.');
  });

  it('shows errors of its own `validate` rule as given', async () => {
    inLanguage(
      <TextField
        label="Phone"
        validationBehavior="aria"
        validate={(v) => (v.length !== 11 ? 'Phone must be 11 digits' : null)}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '123');
    expect(describedBy(input)).toBe('Phone must be 11 digits');
  });

  it('offers a text area for longer text', () => {
    inLanguage(<TextField label="Damage description" multiline />);
    expect(screen.getByRole('textbox', { name: 'Damage description' }).tagName).toBe('TEXTAREA');
  });
});
