import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { Button } from '../Button/index.js';
import { EmptyState } from './EmptyState.js';

describe('EmptyState', () => {
  it('says there is no data in the user language', () => {
    render(
      <KontorTestProvider language="zh">
        <EmptyState />
      </KontorTestProvider>,
    );
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('shows its own heading, description and a way forward', () => {
    render(
      <KontorTestProvider>
        <EmptyState
          title="Your cart is empty"
          description="Add products from the catalogue."
          action={<Button>Browse</Button>}
        />
      </KontorTestProvider>,
    );
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByText('Add products from the catalogue.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse' })).toBeTruthy();
  });
});
