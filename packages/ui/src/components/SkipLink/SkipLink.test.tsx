import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KontorProvider } from '../../provider/KontorProvider.js';
import { SkipLink, SkipTarget } from './SkipLink.js';

describe('SkipLink', () => {
  it('is the first Tab stop, in the page’s language, and Enter takes the focus past the header to the content', async () => {
    render(
      <KontorProvider language="de">
        <SkipLink />
        <header>
          <a href="/">Logo</a>
          <button type="button">Menü</button>
        </header>
        <SkipTarget>
          <button type="button">Erster Inhalt</button>
        </SkipTarget>
      </KontorProvider>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    expect(window.location.hash).toBe('');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Erster Inhalt' }));
  });
});
