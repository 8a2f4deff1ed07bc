/** The language the app may show: the chosen one once its catalogue has loaded, the previous one until then. */
import { useEffect, useState } from 'react';
import type { Language } from '@kontor/api/rules';
import { catalogueOf, loadCatalogue } from '@kontor/ui/provider';

export function useShownLanguage(chosen: Language): Language {
  const [shown, setShown] = useState(chosen);
  useEffect(() => {
    let current = true;
    void loadCatalogue(chosen).then(() => current && setShown(chosen));
    return () => {
      current = false;
    };
  }, [chosen]);
  return catalogueOf(chosen) ? chosen : shown;
}
