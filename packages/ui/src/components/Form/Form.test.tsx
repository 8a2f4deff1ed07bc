import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { addressForm, lockForm } from '@kontor/api/contract';
import type { Language } from '@kontor/api/rules';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { Button } from '../Button/index.js';
import { TextField } from '../TextField/index.js';
import { Form, FormError } from './Form.js';
import { FormField } from './FormField.js';
import { useZodForm } from './useZodForm.js';

function LockDialogForm({
  onSubmit,
}: {
  onSubmit: (values: { passwd: string }) => void | Promise<void>;
}) {
  const form = useZodForm(lockForm, { defaultValues: { passwd: '' } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Lock screen">
      <FormField
        name="passwd"
        render={({ fieldProps }) => <TextField label="Lock password" {...fieldProps} />}
      />
      <FormError />
      <Button type="submit">Lock</Button>
    </Form>
  );
}

function renderLock(onSubmit = vi.fn(), language: Language = 'en') {
  render(
    <KontorTestProvider language={language}>
      <LockDialogForm onSubmit={onSubmit} />
    </KontorTestProvider>,
  );
  return onSubmit;
}

describe('Form', () => {
  it("translates the schema's message key at the field and focuses it", async () => {
    const onSubmit = renderLock(vi.fn(), 'zh');
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    const field = screen.getByRole('textbox', { name: 'Lock password' });
    expect(await screen.findByText('锁屏密码不能为空')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed values on Enter once the error is fixed, and clears the error while typing', async () => {
    const onSubmit = renderLock();
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(await screen.findByText('The lock screen password cannot be empty')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox'), '  secret  {Enter}');
    expect(screen.queryByText('The lock screen password cannot be empty')).toBeNull();
    expect(onSubmit).toHaveBeenCalledWith({ passwd: 'secret' });
  });

  it('keeps everything typed when sending fails and shows why', async () => {
    renderLock(vi.fn().mockRejectedValue(new Error('Demo environment, cannot operate')));
    const field = screen.getByRole('textbox');
    await userEvent.type(field, 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Demo environment, cannot operate');
    expect((field as HTMLInputElement).value).toBe('secret');
  });

  it('sends once while a send is on its way: a double click and an Enter after it are not a second send', async () => {
    let finish!: () => void;
    const onSubmit = renderLock(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    await userEvent.type(screen.getByRole('textbox'), 'secret');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Lock' }));
    await userEvent.type(screen.getByRole('textbox'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Lock' })).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("says a server's status-table text in the user language, and any other server text as it came", async () => {
    renderLock(vi.fn().mockRejectedValue(new Error('Requests too frequent')), 'de');
    await userEvent.type(screen.getByRole('textbox'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Zu viele Anfragen in kurzer Zeit.');
  });
});

function AddressPart({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const schema = z.pick(addressForm, { company: true, postalCode: true });
  const form = useZodForm(schema, { defaultValues: { company: 'Kontor GmbH', postalCode: '80331' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormField name="company" render={({ fieldProps }) => <TextField label="Firma" {...fieldProps} />} />
      <FormField name="postalCode" render={({ fieldProps }) => <TextField label="PLZ" {...fieldProps} />} />
      <FormError />
      <Button type="submit">Speichern</Button>
    </Form>
  );
}

/** A refusal as @kontor/api's KontorApiError carries it: the message key, the field and the bound. */
const refusal = (message: string, details: { field?: string; max?: number }) => Object.assign(new Error(message), details);

function renderAddressPart(onSubmit: () => Promise<void>) {
  render(
    <KontorTestProvider language="de">
      <AddressPart onSubmit={onSubmit} />
    </KontorTestProvider>,
  );
}

describe('Form and a server refusal', () => {
  it('shows a refusal that names a field at that field, with its bound, and focuses it', async () => {
    renderAddressPart(vi.fn().mockRejectedValue(refusal('validation.text.tooLong', { field: 'company', max: 100 })));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const company = screen.getByRole('textbox', { name: 'Firma' });
    expect(await screen.findByText('Dieser Text darf höchstens 100 Zeichen lang sein.')).toBeTruthy();
    expect(company.getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(company));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((company as HTMLInputElement).value).toBe('Kontor GmbH');
  });

  it('says a refusal naming no field of the form above the actions', async () => {
    renderAddressPart(vi.fn().mockRejectedValue(refusal('validation.address.postalCode.required', { field: 'elsewhere' })));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Die Postleitzahl darf nicht leer sein');
    expect(screen.getByRole('textbox', { name: 'PLZ' }).getAttribute('aria-invalid')).toBeNull();
  });

  it("says the schema's own bound at the field, in the user's number format", async () => {
    renderAddressPart(vi.fn());
    const company = screen.getByRole('textbox', { name: 'Firma' });
    await userEvent.clear(company);
    await userEvent.click(company);
    await userEvent.paste('K'.repeat(150));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Dieser Text darf höchstens 100 Zeichen lang sein.')).toBeTruthy();
  });

  it('focuses the first field to fix in the form, not one that was red before the submit', async () => {
    renderAddressPart(vi.fn());
    const company = screen.getByRole('textbox', { name: 'Firma' });
    const postalCode = screen.getByRole('textbox', { name: 'PLZ' });
    await userEvent.clear(postalCode);
    await userEvent.click(company);
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(company);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await vi.waitFor(() => expect(company.getAttribute('aria-invalid')).toBe('true'));
    await vi.waitFor(() => expect(document.activeElement).toBe(company));
  });
});

describe('FormField', () => {
  it('shows errors of nested fields where they were typed, in the user language', async () => {
    const schema = z.pick(addressForm, { company: true, postalCode: true });
    function Address() {
      const form = useZodForm(schema, {
        defaultValues: { company: 'Kontor GmbH', postalCode: '' },
      });
      return (
        <Form form={form} onSubmit={() => {}}>
          <FormField
            name="company"
            render={({ fieldProps }) => <TextField label="Firma" {...fieldProps} />}
          />
          <FormField
            name="postalCode"
            render={({ fieldProps }) => <TextField label="PLZ" {...fieldProps} />}
          />
          <Button type="submit">Speichern</Button>
        </Form>
      );
    }
    render(
      <KontorTestProvider language="de">
        <Address />
      </KontorTestProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const postalCode = screen.getByRole('textbox', { name: 'PLZ' });
    expect(await screen.findByText('Die Postleitzahl darf nicht leer sein')).toBeTruthy();
    expect(postalCode.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Firma' }).getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Firma' }) as HTMLInputElement).value).toBe(
      'Kontor GmbH',
    );
  });
});
