import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../src/router/index.js';
import { useShopHref } from '../src/shopHref.js';

function Href({ to }: { to: string }) {
  return <output>{useShopHref(to)}</output>;
}

function hrefOf(to: string): string {
  const { unmount } = render(
    <MemoryRouter initialEntries={['/detail']}>
      <Href to={to} />
    </MemoryRouter>,
  );
  const href = screen.getByRole('status').textContent ?? '';
  unmount();
  return href;
}

describe('useShopHref', () => {
  it('keeps links that leave the shop as they are', () => {
    for (const to of ['https://files.example/catalogue.pdf', 'tel:+49301234567', 'mailto:sales@example.com', '//cdn.example/a.png']) {
      expect(hrefOf(to)).toBe(to);
    }
  });

  it('resolves shop paths through the router', () => {
    expect(hrefOf('/shopping')).toBe('/shopping');
    expect(hrefOf('shopping')).toBe('/detail/shopping');
  });
});
