import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { memoryHistory, RouterView } from '../src/router/index.js';
import { createAppRouter } from '../src/routes.js';

function renderAt(path: string) {
  const router = createAppRouter(memoryHistory([path]));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterView router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// A route's screen is a lazily imported module: its first import may take seconds on a busy machine.
const LOADED = { timeout: 4_000 };

describe('routes', () => {
  it('redirects an unknown path to /404 and shows the not-found screen', async () => {
    const router = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404' }, LOADED)).toBeTruthy();
    expect(router.getState()?.location.pathname).toBe('/404');
  });

  it('serves /login publicly', async () => {
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in to your wholesale account' }, LOADED)).toBeTruthy();
  });
});
