import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { Checkbox } from './Checkbox.js';

describe('Checkbox', () => {
  it('toggles by clicking its label and by Space', async () => {
    const onChange = vi.fn();
    render(
      <KontorProvider language="en">
        <Checkbox onChange={onChange}>Forklift needed</Checkbox>
      </KontorProvider>,
    );
    const box = screen.getByRole('checkbox', { name: 'Forklift needed' }) as HTMLInputElement;
    await userEvent.click(screen.getByText('Forklift needed'));
    expect(box.checked).toBe(true);
    await userEvent.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('reports a required, unticked box in the shop’s language on submit', async () => {
    render(
      <KontorProvider language="fr">
        <form onSubmit={(event) => event.preventDefault()}>
          <Checkbox isRequired description="Obligatoire pour commander">
            J’accepte les conditions
          </Checkbox>
          <button type="submit">Envoyer</button>
        </form>
      </KontorProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByText('Veuillez renseigner ce champ.')).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
  });
});
