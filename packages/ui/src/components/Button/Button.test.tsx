import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { Button } from './Button.js';

describe('Button', () => {
  it('fires onPress from pointer and keyboard', async () => {
    const onPress = vi.fn();
    render(<KontorProvider language="en"><Button onPress={onPress}>Add to cart</Button></KontorProvider>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    button.blur();
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('shows the translated busy text while pending', () => {
    render(<KontorProvider language="de"><Button isPending>Add</Button></KontorProvider>);
    expect(screen.getByRole('button').textContent).toContain('Bitte warten');
  });

  it('while pending stays focusable, ignores presses, does not submit, and leaves no dangling reference behind', async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const form = (pending: boolean) => (
      <KontorProvider language="en">
        <form onSubmit={onSubmit}><Button type="submit" isPending={pending} onPress={onPress}>Send</Button></form>
      </KontorProvider>
    );
    // Focused, then busy: the moment react-aria would announce the pending state.
    const { rerender } = render(form(false));
    screen.getByRole('button').focus();
    rerender(form(true));
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(<KontorProvider language="en"><form onSubmit={onSubmit} /></KontorProvider>);
    for (const element of document.querySelectorAll('[aria-labelledby]')) {
      for (const id of element.getAttribute('aria-labelledby')!.split(' ')) expect(document.getElementById(id), id).not.toBeNull();
    }
  });
});
