import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CalendarDate } from '@internationalized/date';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { DatePicker } from './DatePicker.js';

describe('DatePicker (ETA)', () => {
  it('picks a day in the calendar popover opened by the translated button', async () => {
    const onChange = vi.fn();
    render(
      <KontorProvider language="de">
        <DatePicker label="ETA" defaultValue={new CalendarDate(2026, 3, 2)} onChange={onChange} />
      </KontorProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Datum im Kalender wählen/ }));
    const grid = await screen.findByRole('grid');
    await userEvent.click(within(grid).getByText('18'));
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 18));
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('does not offer days before the earliest ETA', async () => {
    render(
      <KontorProvider language="en">
        <DatePicker
          label="ETA"
          minValue={new CalendarDate(2026, 3, 10)}
          defaultValue={new CalendarDate(2026, 3, 12)}
        />
      </KontorProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Choose a date in the calendar/ }));
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByText('9').closest('[aria-disabled="true"]')).not.toBeNull();
    expect(within(grid).getByText('10').closest('[aria-disabled="true"]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeTruthy();
  });

  it('shows the form kit’s error when the ETA is missing', () => {
    render(
      <KontorProvider language="en">
        <DatePicker label="ETA" isInvalid errorMessage="An ETA must be selected" />
      </KontorProvider>,
    );
    expect(screen.getByText('An ETA must be selected')).toBeTruthy();
  });

  it('lets the user type the date segment by segment', async () => {
    const onChange = vi.fn();
    render(
      <KontorProvider language="en">
        <DatePicker label="ETA" onChange={onChange} />
      </KontorProvider>,
    );
    await userEvent.tab();
    // en-GB order: day, month, year.
    await userEvent.keyboard('24122026');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 24));
  });
});
