import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_MAX_LENGTH } from '@kontor/api/rules';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { SearchField } from './SearchField.js';

describe('SearchField', () => {
  it('limits the input to the spec’s 20 characters and counts down what is left', async () => {
    render(
      <KontorProvider language="en">
        <SearchField label="Search" />
      </KontorProvider>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(input.maxLength).toBe(SEARCH_MAX_LENGTH);
    expect(screen.getByText('20 characters left')).toBeTruthy();
    await userEvent.type(input, 'garden chair');
    expect(screen.getByText('8 characters left')).toBeTruthy();
    await userEvent.type(input, ' with cushion and table');
    expect(input.value).toHaveLength(20);
    expect(screen.getByText('0 characters left')).toBeTruthy();
  });

  it('submits with Enter and clears with the translated clear button', async () => {
    const onSubmit = vi.fn();
    render(
      <KontorProvider language="zh">
        <SearchField label="搜索" onSubmit={onSubmit} />
      </KontorProvider>,
    );
    const input = screen.getByRole('searchbox', { name: '搜索' }) as HTMLInputElement;
    await userEvent.type(input, '椅子{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('椅子');
    expect(screen.getByText('还可输入 18 个字符')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    expect(input.value).toBe('');
    expect(screen.getByText('还可输入 20 个字符')).toBeTruthy();
  });

  it('accepts a smaller limit from the caller', () => {
    render(
      <KontorProvider language="de">
        <SearchField label="Suche" maxLength={5} />
      </KontorProvider>,
    );
    expect(screen.getByText('noch 5 Zeichen')).toBeTruthy();
  });
});
