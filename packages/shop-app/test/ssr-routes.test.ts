// The routes the server draws, each named with its own screen's file (whose styles the server links).
import { describe, expect, it } from 'vitest';
import { appRoutes, LAYOUTS } from '../src/routes.js';
import { LAYOUT_SOURCES, MEMBER_SSR_ROUTES, PUBLIC_SSR_ROUTES, SSR_ROUTES } from '../src/ssr-routes.js';

describe('server-rendered routes', () => {
  it.each(Object.entries(SSR_ROUTES))('%s is a route and its file is its screen', async (path, file) => {
    const route = appRoutes.find((candidate) => candidate.path === path);
    // Public pages are drawn whole; members' pages as their frame and public data (the client hydrates by this).
    expect(route?.public ?? false).toBe(path in PUBLIC_SSR_ROUTES);
    expect(path in PUBLIC_SSR_ROUTES).not.toBe(path in MEMBER_SSR_ROUTES);
    const [viaRoute, viaFile] = await Promise.all([route!.screen(), import(/* @vite-ignore */ `../${file}`) as Promise<{ default: unknown }>]);
    expect(viaRoute.default).toBe(viaFile.default);
  });

  it.each(Object.entries(LAYOUT_SOURCES))('the %s layout is its file', async (layout, file) => {
    const [viaRoutes, viaFile] = await Promise.all([LAYOUTS[layout as keyof typeof LAYOUTS](), import(/* @vite-ignore */ `../${file}`) as Promise<{ default: unknown }>]);
    expect(viaRoutes.default).toBe(viaFile.default);
  });
});
