import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { Link } from './Link.js';

describe('Link', () => {
  it('navigates through the provider’s router on click and Enter', async () => {
    const navigate = vi.fn();
    render(
      <KontorProvider language="en" navigate={navigate}>
        <Link href="/personal">Personal centre</Link>
      </KontorProvider>,
    );
    const link = screen.getByRole('link', { name: 'Personal centre' });
    await userEvent.click(link);
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith('/personal', undefined);
  });

  it('tells screen readers, in their language, that a link opens a new tab', () => {
    render(
      <KontorProvider language="fr">
        <Link href="https://example.com/catalogue.pdf" target="_blank">
          Catalogue
        </Link>
      </KontorProvider>,
    );
    const link = screen.getByRole('link', { name: 'Catalogue (s’ouvre dans un nouvel onglet)' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
