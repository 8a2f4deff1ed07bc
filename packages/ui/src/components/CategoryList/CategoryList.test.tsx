import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { CategoryList } from './CategoryList.js';

describe('CategoryList', () => {
  it('lists visible top categories with their children and hides hidden ones', () => {
    render(
      <KontorProvider language="zh">
        <CategoryList
          categories={[
            { id: 1, label: '户外家具', children: [{ id: 11, label: '餐桌椅' }] },
            { id: 2, label: 'Hidden', show: false },
          ]}
        />
      </KontorProvider>,
    );
    const list = screen.getByRole('list', { name: '商品分类' });
    expect(within(list).getByRole('heading', { name: '户外家具' })).toBeTruthy();
    expect(within(list).getByText('餐桌椅')).toBeTruthy();
    expect(screen.queryByText('Hidden')).toBeNull();
  });
});
