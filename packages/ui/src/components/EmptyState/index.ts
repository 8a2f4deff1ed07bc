export { EmptyState, type EmptyStateProps } from './EmptyState.js';
export { LoadFailed, type LoadFailedProps } from './LoadFailed.js';
