/** What the catalogue dialog shows and how it names a data class: shared by its trigger and its lazily loaded body. */
import type { DataClass, DownloadFile } from '@kontor/api/contract';

export type LoadState = 'loading' | 'error' | 'ready';

/** A data class's key: its id, or its code where the backend sends no id. */
export const dataClassKey = (dataClass: DataClass) => String(dataClass.id ?? dataClass.code);

export interface CatalogueDialogProps {
  dataClasses: readonly DataClass[] | undefined;
  classesState: LoadState;
  /** The chosen class's key (dataClassKey); none chosen shows a hint. */
  selectedClass?: string | undefined;
  onSelectClass: (key: string) => void;
  files: readonly DownloadFile[] | undefined;
  filesState: LoadState;
  /** Load again whatever failed (classes or files). */
  onRetry: () => void;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** The trigger's look: an icon on the main header, a labelled button on the parts header. */
  trigger?: 'icon' | 'text';
}
