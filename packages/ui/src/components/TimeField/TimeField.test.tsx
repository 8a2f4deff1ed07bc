import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Time } from '@internationalized/date';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { TimeField } from './TimeField.js';

describe('TimeField (receiving window)', () => {
  it('takes a time typed by segments and steps minutes with the arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <KontorProvider language="de">
        <TimeField label="Annahme ab" onChange={onChange} />
      </KontorProvider>,
    );
    const hour = screen.getAllByRole('spinbutton')[0]!;
    expect(hour.getAttribute('aria-labelledby')).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(hour);
    await userEvent.keyboard('0830');
    expect(onChange).toHaveBeenLastCalledWith(new Time(8, 30));
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(new Time(8, 31));
  });

  it('shows the given error', () => {
    render(
      <KontorProvider language="en">
        <TimeField
          label="Receiving until"
          isInvalid
          errorMessage="The end must be after the start"
        />
      </KontorProvider>,
    );
    expect(screen.getByText('The end must be after the start')).toBeTruthy();
  });
});
