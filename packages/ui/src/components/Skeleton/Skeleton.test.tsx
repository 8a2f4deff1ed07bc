import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { Skeleton } from './Skeleton.js';

describe('Skeleton', () => {
  it('tells screen readers that content is loading, translated', () => {
    render(
      <KontorTestProvider language="de">
        <Skeleton lines={2} />
      </KontorTestProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Wird geladen…');
  });

  it('shows the content once loaded', () => {
    render(
      <KontorTestProvider>
        <Skeleton isLoaded>
          <p>Garden chair Lotta</p>
        </Skeleton>
      </KontorTestProvider>,
    );
    expect(screen.getByText('Garden chair Lotta')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
