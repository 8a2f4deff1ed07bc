/** The catalogue-download dialog bound to the data classes and the chosen class's files (loaded when opened). */
import { useState } from 'react';
import { CatalogueDialog, type LoadState } from '@kontor/ui/storefront/CatalogueDialog';
import { useClassFiles, useDataClasses } from '../../queries/header.js';

const stateOf = (query: { isPending: boolean; isError: boolean }): LoadState =>
  query.isError ? 'error' : query.isPending ? 'loading' : 'ready';

export function CatalogueDownload({ trigger }: { trigger?: 'icon' | 'text' }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string>();
  const classes = useDataClasses(open);
  const files = useClassFiles(chosen);
  return (
    <CatalogueDialog
      trigger={trigger}
      isOpen={open}
      onOpenChange={setOpen}
      dataClasses={classes.data}
      classesState={stateOf(classes)}
      selectedClass={chosen}
      onSelectClass={setChosen}
      files={files.data}
      filesState={stateOf(files)}
      onRetry={() => void (classes.isError ? classes.refetch() : files.refetch())}
    />
  );
}
