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
  const [selected, setSelected] = useState<string>();
  const classes = usePublicData(open ? `${apiBase} ${language}` : undefined, (signal) => api.dataClasses(signal));
  const chosen = classes.data?.find((dataClass) => dataClassKey(dataClass) === selected);
  const classId = chosen?.id ?? chosen?.code;
  const files = usePublicData(open && classId != null ? `${apiBase} ${language} ${classId}` : undefined, (signal) => api.files(classId!, signal));
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
