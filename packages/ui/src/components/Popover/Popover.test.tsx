import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { Button } from '../Button/Button.js';
import { PopoverDialog, PopoverTrigger } from './Popover.js';

describe('PopoverDialog', () => {
  it('opens from its trigger, named by its title, and closes with Escape, giving focus back', async () => {
    render(
      <KontorProvider language="en">
        <PopoverTrigger>
          <Button>Sales contact</Button>
          <PopoverDialog title="Your sales contact">
            <p>Anna Schmidt</p>
            <Button>Copy phone</Button>
          </PopoverDialog>
        </PopoverTrigger>
      </KontorProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Sales contact' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Your sales contact' });
    expect(dialog.textContent).toContain('Anna Schmidt');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy phone' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click outside', async () => {
    render(
      <KontorProvider language="en">
        <PopoverTrigger>
          <Button>Filters</Button>
          <PopoverDialog aria-label="Filters">Only in stock</PopoverDialog>
        </PopoverTrigger>
      </KontorProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
