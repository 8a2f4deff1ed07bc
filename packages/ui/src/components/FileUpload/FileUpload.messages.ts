/** Messages of FileUpload: the drop zone, the choose button, the limits hint and the chosen-file list. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  drop: NoMessageValues;
  zone: NoMessageValues;
  choose: NoMessageValues;
  hint: { count: number; size: number };
  chosen: NoMessageValues;
  remove: { name: string };
  uploaded: NoMessageValues;
}>({
  drop: { id: 'fileUpload.drop', defaultMessage: 'Drag files here, or' },
  // The drop zone's name before the field's label (react-aria's own word is English "DropZone" in every language).
  zone: { id: 'fileUpload.zone', defaultMessage: 'Drop zone' },
  choose: { id: 'fileUpload.choose', defaultMessage: 'Choose files' },
  hint: {
    id: 'fileUpload.hint',
    defaultMessage: 'Images or PDF, at most {count} files of {size} MB each',
  },
  chosen: { id: 'fileUpload.chosen', defaultMessage: 'Chosen files' },
  remove: { id: 'fileUpload.remove', defaultMessage: 'Remove {name}' },
  uploaded: { id: 'fileUpload.uploaded', defaultMessage: 'Uploaded' },
});
