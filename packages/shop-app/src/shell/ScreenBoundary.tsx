/**
 * Catches a page that fails to render (an answer the contract refused, which the query client throws here, or a bug):
 * the error goes to the error log and the page shows the 500 state instead of hanging, until the next navigation.
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

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Caught errors never reach the window's error event, where the log listens: record it here.
    api.errorLog.add(error, (info.componentStack ?? '').trim() || 'render');
    errorLogChanged();
  }

  override render() {
    return this.state.failed ? <FailedPage /> : this.props.children;
  }
}

/** The boundary starts afresh on every page, so leaving a failed page leaves its error state. */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  return <Boundary key={useLocation().pathname}>{children}</Boundary>;
}
