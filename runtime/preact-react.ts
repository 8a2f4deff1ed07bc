/** `react` and `react-dom` in the browser builds: preact/compat plus the React 19 APIs the kit's libraries use. */
// @ts-expect-error: an alias of the browser builds (vite.preact.ts), not a package
import * as compat from 'preact-compat-real';
// @ts-expect-error: as above
export * from 'preact-compat-real';
import type { ReactNode } from 'react';

const { createElement, useState } = compat as typeof import('react');

/**
 * React 19's Activity keeps a hidden subtree mounted with its state; Preact has none, so the subtree stays
 * rendered and is hidden by style (its effects keep running, which the kept pages tolerate).
 */
export function Activity({ mode = 'visible', children }: { mode?: 'visible' | 'hidden'; children?: ReactNode }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

/** react-router's form actions use it; without concurrent rendering the optimistic value is the settled one. */
export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  useState(0);
  return [passthrough, () => {}];
}

export default compat;
