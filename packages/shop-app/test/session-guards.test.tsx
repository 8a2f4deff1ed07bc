// The guards of spec section 4 in the real route table: where a visitor, a signed-in user and a locked session land.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { memoryHistory, RouterView } from '../src/router/index.js';
import { createAppRouter } from '../src/routes.js';
import { api } from '../src/api.js';
import { queryClient } from '../src/queryClient.js';
import { USER_INFO_KEY } from '../src/session/useUser.js';
import { safeTarget, loginPathFor } from '../src/session/target.js';

function renderAt(path: string) {
  const router = createAppRouter(memoryHistory([path]));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterView router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function signIn() {
  api.session.saveToken({ access_token: 'token-a', refresh_token: 'refresh-a', expires_in: 43_200 });
  queryClient.setQueryData(USER_INFO_KEY, { sysUser: { username: 'ddp-buyer', realname: 'Greta Hoffmann' }, roles: [1] });
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  queryClient.clear();
});

describe('session guards', () => {
  it('sends a visitor of a protected page to /login, remembering the page', async () => {
    const router = renderAt('/index?tab=2');
    await waitFor(() => expect(router.getState()?.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(router.getState()?.location.search).toBe(`?redirect=${encodeURIComponent('/index?tab=2')}`);
    expect(await screen.findByRole('heading', { name: 'Sign in to your wholesale account' }, { timeout: 5000 })).toBeTruthy();
  });

  it('sends a signed-in user from /login to the remembered page', async () => {
    signIn();
    const router = renderAt('/login?redirect=%2Findex');
    await waitFor(() => expect(router.getState()?.location.pathname).toBe('/index'), { timeout: 5000 });
  });

  it('keeps a locked session on /lock whatever it opens, storing no password', async () => {
    signIn();
    await api.session.lock('secret');
    const locked = renderAt('/index');
    await waitFor(() => expect(locked.getState()?.location.pathname).toBe('/lock'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Screen locked' }, { timeout: 5000 })).toBeTruthy();
    expect(JSON.stringify(sessionStorage)).not.toContain('secret');
  });

  it('opens the public status pages without a session', async () => {
    const router = renderAt('/403');
    expect(await screen.findByRole('heading', { name: '403' })).toBeTruthy();
    expect(router.getState()?.location.pathname).toBe('/403');
  });

  it('opens /401 without a session, with the way to sign in', async () => {
    const router = renderAt('/401');
    expect(await screen.findByRole('heading', { name: '401' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
    expect(router.getState()?.location.pathname).toBe('/401');
  });

  it('opens /lock without a session: no password to check, only the way to sign in (issue 32, item 4)', async () => {
    const router = renderAt('/lock');
    expect(await screen.findByRole('heading', { name: 'Screen locked' }, { timeout: 5000 })).toBeTruthy();
    expect(router.getState()?.location.pathname).toBe('/lock');
    expect(screen.queryByLabelText('Lock screen password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('returns only to pages of this site', () => {
    expect(safeTarget('//evil.example/x')).toBe('/');
    expect(safeTarget('https://evil.example')).toBe('/');
    expect(safeTarget('/shopping?x=1')).toBe('/shopping?x=1');
    expect(loginPathFor('/login')).toBe('/login');
  });
});
