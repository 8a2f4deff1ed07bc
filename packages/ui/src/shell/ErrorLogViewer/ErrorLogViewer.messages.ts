/** Messages of ErrorLogViewer; the confirmations and results are spec section 8's (zh originals in the zh catalogue). */
import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'shell.errorLog.title', defaultMessage: 'Error log' },
  table: { id: 'shell.errorLog.table', defaultMessage: 'Errors recorded on this device' },
  type: { id: 'shell.errorLog.type', defaultMessage: 'Type' },
  message: { id: 'shell.errorLog.message', defaultMessage: 'Message' },
  info: { id: 'shell.errorLog.info', defaultMessage: 'Where' },
  url: { id: 'shell.errorLog.url', defaultMessage: 'Page' },
  time: { id: 'shell.errorLog.time', defaultMessage: 'Time' },
  empty: { id: 'shell.errorLog.empty', defaultMessage: 'No errors recorded.' },
  upload: { id: 'shell.errorLog.upload', defaultMessage: 'Upload' },
  clear: { id: 'shell.errorLog.clear', defaultMessage: 'Clear' },
  uploadConfirm: { id: 'shell.errorLog.uploadConfirm', defaultMessage: 'Upload the local logs to the server?' },
  clearConfirm: { id: 'shell.errorLog.clearConfirm', defaultMessage: 'Clear the local log records?' },
  uploaded: { id: 'shell.errorLog.uploaded', defaultMessage: 'Sent successfully!' },
  cleared: { id: 'shell.errorLog.cleared', defaultMessage: 'Cleared successfully!' },
});
