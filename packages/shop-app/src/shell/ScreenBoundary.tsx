/**
 * Catches a page that fails to render (an answer the contract refused, which the query client throws here, or a bug):
 * the error goes to the error log and the page shows the 500 state instead of hanging, until the next navigation.
 * A part of the page whose code cannot be fetched while the browser is online (the shop was deployed anew since the
 * page loaded, and the old chunk is gone) loads the page afresh instead, as the router does for a page's own code;
 * once in ten seconds at most, so a chunk that stays missing ends on the 500 state rather than in a loop.
 */
import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { api } from '../api.js';
import { useLocation } from '../router/index.js';
import { errorLogChanged } from './error-log.js';

/** Loaded when a page fails, never before. */
const StatusPage = lazy(() => import('@kontor/ui/StatusPage').then((module) => ({ default: module.StatusPage })));

/** The 500 state in the failed page's place. */
function FailedPage() {
  return (
    <Suspense fallback={null}>
      <StatusPage status={500} />
    </Suspense>
  );
}

const CHUNK_LOAD_FAILED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;
const RELOADED_AT_KEY = 'kontor-reloaded-for-code';
const RELOAD_AT_MOST_EVERY_MS = 10_000;

/** Loads the page afresh for code that could not be fetched, unless that would not help (offline, just done). */
function reloadForMissingCode(error: unknown): void {
  if (!(error instanceof Error) || !CHUNK_LOAD_FAILED.test(error.message) || !navigator.onLine) return;
  if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0) < RELOAD_AT_MOST_EVERY_MS) return;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.reload();
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Caught errors never reach the window's error event, where the log listens: record it here.
    api.errorLog.add(error, (info.componentStack ?? '').trim() || 'render');
    errorLogChanged();
    reloadForMissingCode(error);
  }

  override render() {
    return this.state.failed ? <FailedPage /> : this.props.children;
  }
}

/** The boundary starts afresh on every page, so leaving a failed page leaves its error state. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return <Boundary key={useLocation().pathname}>{children}</Boundary>;
}
