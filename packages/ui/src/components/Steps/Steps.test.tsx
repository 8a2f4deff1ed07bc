import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { Steps, stepStates } from './Steps.js';

const steps = [
  { id: 0, label: 'Order placed' },
  { id: 1, label: 'Confirmed' },
  { id: 2, label: 'Reviewed' },
  { id: 3, label: 'Shipped' },
  { id: 4, label: 'Completed' },
];

describe('Steps', () => {
  it('marks the current step for assistive technology and says which are done', () => {
    render(
      <KontorTestProvider>
        <Steps steps={steps} current={2} />
      </KontorTestProvider>,
    );
    const list = screen.getByRole('list', { name: 'Order progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
      null,
    ]);
    expect(items[0]?.textContent).toContain('completed');
    expect(items[4]?.textContent).toContain('not yet reached');
  });

  it('shows a cancelled order as cancelled at the step it stopped, translated', () => {
    render(
      <KontorTestProvider language="zh">
        <Steps steps={steps} current={1} isCancelled />
      </KontorTestProvider>,
    );
    const current = screen
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('已取消');
    expect(current?.getAttribute('data-state')).toBe('cancelled');
  });

  it('computes each step state', () => {
    expect(stepStates(steps, 3)).toEqual([
      'complete',
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
    expect(stepStates(steps, 0, true)).toEqual([
      'cancelled',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });
});
