import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { Radio, RadioGroup } from './RadioGroup.js';

describe('RadioGroup', () => {
  it('chooses by pointer and moves the choice with arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <KontorProvider language="en">
        <RadioGroup label="Delivery" onChange={onChange}>
          <Radio value="pickup">Self pick-up</Radio>
          <Radio value="home" description="Appointment before delivery">
            Home delivery
          </Radio>
        </RadioGroup>
      </KontorProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Delivery' })).toBeTruthy();
    await userEvent.click(screen.getByText('Self pick-up'));
    expect(onChange).toHaveBeenLastCalledWith('pickup');
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('home');
    expect((screen.getByRole('radio', { name: 'Home delivery' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows the given error for the whole group', () => {
    render(
      <KontorProvider language="en">
        <RadioGroup label="Service type" isInvalid errorMessage="Choose a service type">
          <Radio value="0">Replace parts</Radio>
          <Radio value="1">Replace product</Radio>
        </RadioGroup>
      </KontorProvider>,
    );
    expect(screen.getByText('Choose a service type')).toBeTruthy();
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
  });
});
