/** Resolve workspace packages from their TypeScript sources (export condition `kontor-source`) in Vite and Vitest. */
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

export const KONTOR_SOURCE = 'kontor-source';

const serverResolve = {
  conditions: [KONTOR_SOURCE, ...defaultServerConditions],
  externalConditions: [KONTOR_SOURCE],
};

/**
 * Vite 8 reads the server-side conditions per environment; vanilla-extract compiles `.css.ts`
 * files in the ssr environment, so without it a style importing `@kontor/api` sees stale `dist/`.
 */
export const sourceResolve = {
  resolve: { conditions: [KONTOR_SOURCE, ...defaultClientConditions] },
  ssr: { resolve: serverResolve },
  environments: { ssr: { resolve: serverResolve } },
} satisfies UserConfig;
