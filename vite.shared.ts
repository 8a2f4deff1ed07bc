/** Resolve workspace packages from their TypeScript sources (export condition `kontor-source`) in Vite and Vitest. */
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

export const KONTOR_SOURCE = 'kontor-source';

export const sourceResolve = {
  resolve: { conditions: [KONTOR_SOURCE, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [KONTOR_SOURCE, ...defaultServerConditions], externalConditions: [KONTOR_SOURCE] } },
} satisfies UserConfig;
