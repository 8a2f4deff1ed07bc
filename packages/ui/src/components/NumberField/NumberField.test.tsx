import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { NumberField } from './NumberField.js';

describe('NumberField (quantity stepper)', () => {
  it('steps by whole pieces with the arrow keys and the translated buttons', async () => {
    const onChange = vi.fn();
    render(
      <KontorProvider language="fr">
        <NumberField label="Quantité" defaultValue={2} onChange={onChange} />
      </KontorProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Quantité' });
    await userEvent.click(screen.getByRole('button', { name: /Augmenter la quantité/ }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    input.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: /Diminuer la quantité/ })).toBeTruthy();
  });

  it('never goes past the maximum orderable quantity and starts at 1 by default', async () => {
    const onChange = vi.fn();
    render(
      <KontorProvider language="en">
        <NumberField label="Quantity" defaultValue={9} maxValue={10} onChange={onChange} />
      </KontorProvider>,
    );
    const increase = screen.getByRole('button', { name: /Increase quantity/ });
    await userEvent.click(increase);
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(
      increase.hasAttribute('disabled') || increase.getAttribute('aria-disabled') === 'true',
    ).toBe(true);

    const input = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    expect(input.value).toBe('1');
  });

  it('drops fractions typed by the user', async () => {
    render(
      <KontorProvider language="en">
        <NumberField label="Quantity" />
      </KontorProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    await userEvent.type(input, '4.6');
    await userEvent.tab();
    expect(input.value).not.toContain('.');
  });
});
