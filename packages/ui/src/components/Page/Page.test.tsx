import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Page } from './Page.js';

describe('Page', () => {
  it('is the main landmark with the screen title as its level-1 heading', () => {
    render(<Page title="Container cart"><p>Lines</p></Page>);
    const main = screen.getByRole('main');
    expect(screen.getByRole('heading', { level: 1, name: 'Container cart' }).closest('main')).toBe(main);
    expect(main.textContent).toContain('Lines');
  });
});
