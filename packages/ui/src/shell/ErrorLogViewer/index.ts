export { ErrorLogViewer, type ErrorLogViewerProps } from './ErrorLogViewer.js';
export { messages as errorLogMessages } from './ErrorLogViewer.messages.js';
