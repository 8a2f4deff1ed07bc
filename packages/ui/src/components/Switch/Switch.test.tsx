import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { Switch } from './Switch.js';

describe('Switch', () => {
  it('turns on by pointer and off by keyboard, as a switch', async () => {
    const onChange = vi.fn();
    render(
      <KontorProvider language="en">
        <Switch onChange={onChange} description="Shows the tab bar above pages">
          Tags
        </Switch>
      </KontorProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Tags' }) as HTMLInputElement;
    await userEvent.click(screen.getByText('Tags'));
    expect(toggle.checked).toBe(true);
    await userEvent.keyboard(' ');
    expect(toggle.checked).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('cannot be changed while disabled', async () => {
    const onChange = vi.fn();
    render(
      <KontorProvider language="en">
        <Switch isDisabled onChange={onChange}>
          Lock screen
        </Switch>
      </KontorProvider>,
    );
    await userEvent.click(screen.getByText('Lock screen'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
