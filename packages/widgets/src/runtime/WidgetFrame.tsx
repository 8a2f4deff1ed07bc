/**
 * Every widget's frame: the element's language (its catalogue loaded first, so no other language flashes), theme
 * and colour, applied by KontorProvider to the container inside the shadow root; overlays portal there too.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Language } from '@kontor/api/rules';
import { KontorProvider, loadCatalogue } from '@kontor/ui/provider';
import type { WidgetSettings } from './settings.js';

export interface WidgetFrameProps {
  settings: WidgetSettings;
  container: HTMLElement;
  children: ReactNode;
}

export function WidgetFrame({ settings, container, children }: WidgetFrameProps) {
  const [language, setLanguage] = useState<Language>();
  useEffect(() => {
    let current = true;
    // A catalogue that cannot load leaves the parts' own (English) texts rather than nothing.
    const show = () => current && setLanguage(settings.language);
    loadCatalogue(settings.language).then(show, show);
    return () => {
      current = false;
    };
  }, [settings.language]);
  if (!language) return null;
  return (
    <KontorProvider container={container} language={language} theme={settings.theme} primaryColor={settings.color}>
      {children}
    </KontorProvider>
  );
}
