import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { api } from '../src/api.js';
import { MemoryRouter } from '../src/router/index.js';
import { ScreenBoundary } from '../src/shell/ScreenBoundary.js';

function Recommendations({ items }: { items: unknown }) {
  // What a screen does with an answer of the wrong shape that nobody checked.
  return <ul>{(items as string[]).map((item) => <li key={item}>{item}</li>)}</ul>;
}

describe('a page that fails to render', () => {
  it('shows the 500 state and records the error in the error log', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="en">
        <MemoryRouter>
          <ScreenBoundary>
            <Recommendations items="oops" />
          </ScreenBoundary>
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(await screen.findByRole('heading', { name: '500' })).toBeTruthy();
    expect(api.errorLog.list()).toEqual([expect.objectContaining({ type: 'error', message: expect.stringContaining('map is not a function') })]);
  });

  it('renders the page as it is when nothing fails', () => {
    render(
      <MemoryRouter>
        <ScreenBoundary>
          <Recommendations items={['a', 'b']} />
        </ScreenBoundary>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
