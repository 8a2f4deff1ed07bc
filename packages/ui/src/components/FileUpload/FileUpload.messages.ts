/** Messages of FileUpload: the drop zone, the choose button, the limits hint and the chosen-file list. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  drop: NoMessageValues;
  choose: NoMessageValues;
  hint: { count: number; size: number };
  chosen: NoMessageValues;
  remove: { name: string };
  uploaded: NoMessageValues;
}>({
  drop: { id: 'fileUpload.drop', defaultMessage: 'Drag files here, or' },
  choose: { id: 'fileUpload.choose', defaultMessage: 'Choose files' },
  hint: {
    id: 'fileUpload.hint',
    defaultMessage: 'Images or PDF, at most {count} files of {size} MB each',
  },
  chosen: { id: 'fileUpload.chosen', defaultMessage: 'Chosen files' },
  remove: { id: 'fileUpload.remove', defaultMessage: 'Remove {name}' },
  uploaded: { id: 'fileUpload.uploaded', defaultMessage: 'Uploaded' },
});
