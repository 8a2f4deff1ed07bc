/** The language the app may show: the chosen one once its messages have loaded, the previous one until then. */
import { useEffect, useState } from 'react';
import type { Language } from '@kontor/api/rules';
import { catalogueReady, loadCatalogue } from '@kontor/ui/provider';

export function useShownLanguage(chosen: Language): Language {
  const [shown, setShown] = useState(chosen);
  useEffect(() => {
    let current = true;
    // Every part the screens seen so far use, in the new language (a few small files, in parallel).
    void loadCatalogue(chosen).then(() => current && setShown(chosen));
    return () => {
      current = false;
    };
  }, [chosen]);
  // Ready at once when it was loaded before (switching back): no frame in the old language.
  return catalogueReady(chosen) ? chosen : shown;
}
