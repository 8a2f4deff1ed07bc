import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { KontorTestProvider } from '../../provider/KontorTestProvider.js';
import { Breadcrumbs } from './Breadcrumbs.js';

const items = [
  { id: 'home', label: 'Home' },
  { id: 'chairs', label: 'Chairs' },
  { id: 'detail', label: 'Garden chair Lotta' },
];

describe('Breadcrumbs', () => {
  it('is a named navigation landmark whose last crumb is the current page', () => {
    render(
      <KontorTestProvider language="fr">
        <Breadcrumbs items={items} />
      </KontorTestProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Vous êtes ici' })).toBeTruthy();
    expect(screen.getByText('Garden chair Lotta').getAttribute('aria-current')).toBe('page');
  });

  it("names its list in the user's language, not react-aria's English word", () => {
    render(
      <KontorTestProvider language="de">
        <Breadcrumbs items={items} />
      </KontorTestProvider>,
    );
    expect(screen.getByRole('list').getAttribute('aria-label')).toBe('Brotkrümelnavigation');
  });
});
