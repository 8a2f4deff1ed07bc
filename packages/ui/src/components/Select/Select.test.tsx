import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@kontor/api/rules';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { Select, SelectItem } from './Select.js';

function PortSelect({
  language = 'en',
  onChange = vi.fn(),
  ...props
}: {
  language?: Language;
  onChange?: (key: unknown) => void;
  isInvalid?: boolean;
  errorMessage?: string;
}) {
  return (
    <KontorProvider language={language}>
      <Select label="Port of arrival" onChange={onChange} {...props}>
        <SelectItem id="hamburg">Hamburg</SelectItem>
        <SelectItem id="rotterdam">Rotterdam</SelectItem>
        <SelectItem id="antwerp" isDisabled>
          Antwerp
        </SelectItem>
      </Select>
    </KontorProvider>
  );
}

describe('Select', () => {
  it('shows a translated placeholder until an option is chosen', () => {
    render(<PortSelect language="de" />);
    expect(screen.getByRole('button', { name: /Port of arrival/ }).textContent).toContain(
      'Bitte auswählen',
    );
  });

  it('opens on click and picks an option by pointer', async () => {
    const onChange = vi.fn();
    render(<PortSelect onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Port of arrival/ }));
    await userEvent.click(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Rotterdam' }),
    );
    expect(onChange).toHaveBeenCalledWith('rotterdam');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: /Port of arrival/ }).textContent).toContain(
      'Rotterdam',
    );
  });

  it('opens by keyboard and marks disabled options', async () => {
    render(<PortSelect />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox).getByRole('option', { name: 'Antwerp' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the given error when invalid', () => {
    render(<PortSelect isInvalid errorMessage="The port of arrival must be selected" />);
    expect(screen.getByText('The port of arrival must be selected')).toBeTruthy();
  });
});
