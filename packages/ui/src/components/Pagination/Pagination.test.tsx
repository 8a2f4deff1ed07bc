import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
