import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { Pagination } from './Pagination.js';

describe('Pagination', () => {
  it('shows the total and marks the current page', () => {
    render(
      <KontorTestProvider>
        <Pagination current={2} size={10} total={1234} onChange={() => {}} />
      </KontorTestProvider>,
    );
    expect(screen.getByText('1,234 records in total')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Page 124' })).toBeTruthy();
  });

  it('asks for another page by pointer and by keyboard', async () => {
    const onChange = vi.fn();
    render(
      <KontorTestProvider>
        <Pagination current={1} size={10} total={50} onChange={onChange} />
      </KontorTestProvider>,
    );
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    screen.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([[3], [2]]);
  });

  it('labels the pager in the user language', () => {
    render(
      <KontorTestProvider language="zh">
        <Pagination current={1} size={10} total={25} onChange={() => {}} />
      </KontorTestProvider>,
    );
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一页' })).toBeTruthy();
  });
});
