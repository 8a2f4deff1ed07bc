import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { IconButton } from './IconButton.js';

describe('IconButton', () => {
  it('is named by its label, not its icon, and presses by pointer and keyboard', async () => {
    const onPress = vi.fn();
    render(
      <KontorProvider language="en">
        <IconButton aria-label="Open cart" onPress={onPress}>
          <svg data-testid="icon" />
        </IconButton>
      </KontorProvider>,
    );
    const button = screen.getByRole('button', { name: 'Open cart' });
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    await userEvent.click(button);
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });
});
