/** `<kontor-catalogue>`: the catalogue-download dialog (classes slider, numbered file columns), loaded when opened. */
import { useMemo, useState } from 'react';
import { CatalogueDialog, dataClassKey } from '@kontor/ui/storefront/CatalogueDialog';
import { widgetApi } from '../data/public.js';
import { usePublicData } from '../data/usePublicData.js';
import type { WidgetBodyProps } from '../runtime/mount.js';

export function CatalogueWidget({ settings }: WidgetBodyProps) {
  const { apiBase, language } = settings;
  const api = useMemo(() => widgetApi(apiBase, language), [apiBase, language]);
  const [open, setOpen] = useState(false);
  // Loaded on the first opening, then kept: closing must not empty the dialog under the focused file link (focus
  // would fall to the page before the dialog hands it back to the trigger), and a reopening shows it at once.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const [selected, setSelected] = useState<string>();
  const classes = usePublicData(wanted ? `${apiBase} ${language}` : undefined, (signal) => api.dataClasses(signal));
  const chosen = classes.data?.find((dataClass) => dataClassKey(dataClass) === selected);
  const classId = chosen?.id ?? chosen?.code;
  const files = usePublicData(wanted && classId != null ? `${apiBase} ${language} ${classId}` : undefined, (signal) => api.files(classId!, signal));
  return (
    <span part="trigger">
      <CatalogueDialog
        trigger="text"
        isOpen={open}
        onOpenChange={setOpen}
        dataClasses={classes.data}
        classesState={classes.state}
        selectedClass={selected}
        onSelectClass={setSelected}
        files={files.data}
        filesState={files.state}
        onRetry={() => (classes.state === 'error' ? classes.retry() : files.retry())}
      />
    </span>
  );
}
