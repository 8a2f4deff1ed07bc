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
});
