import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { Button } from '../Button/index.js';
import { Badge } from './Badge.js';

describe('Badge', () => {
  it('shows the count up to 99, then 99+', () => {
    const { rerender } = render(<Badge count={7} />);
    expect(screen.getByText('7')).toBeTruthy();
    rerender(<Badge count={99} />);
    expect(screen.getByText('99')).toBeTruthy();
    rerender(<Badge count={120} />);
    expect(screen.getByText('99+').hasAttribute('data-overflow')).toBe(true);
  });

  it('shows nothing for no count but keeps what it is pinned to', () => {
    render(
      <KontorTestProvider>
        <Badge count={0}>
          <Button>Messages</Button>
        </Badge>
      </KontorTestProvider>,
    );
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('is read as part of a button it sits in', () => {
    render(
      <KontorTestProvider>
        <Button>
          Cart <Badge count={3} />
        </Button>
      </KontorTestProvider>,
    );
    expect(screen.getByRole('button', { name: 'Cart 3' })).toBeTruthy();
  });
});
