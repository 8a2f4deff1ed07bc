/**
 * The catalogues the providers read, by language. An app loads only the language it shows (`loadCatalogue`, one
 * small chunk each); Storybook and tests register all four from `COMPILED_MESSAGES` (the package is free of side
 * effects, so importing `locales.ts` alone registers nothing in a production bundle).
 */
import type { Language } from '@kontor/api/rules';
import type { CompiledCatalogue } from './tags.js';

const registered = new Map<Language, CompiledCatalogue>();

export function registerCatalogue(language: Language, messages: CompiledCatalogue): void {
  registered.set(language, messages);
}

/** The catalogue when it is loaded, else undefined (the provider then shows default texts until it is). */
export function catalogueOf(language: Language): CompiledCatalogue | undefined {
  return registered.get(language);
}

const LOADERS: Record<Language, () => Promise<{ default: unknown }>> = {
  zh: () => import('./compiled/zh.json'),
  en: () => import('./compiled/en.json'),
  de: () => import('./compiled/de.json'),
  fr: () => import('./compiled/fr.json'),
};

/** Loads a language's compiled catalogue once (its own chunk) and registers it. */
export async function loadCatalogue(language: Language): Promise<CompiledCatalogue> {
  const known = registered.get(language);
  if (known) return known;
  const messages = (await LOADERS[language]()).default as CompiledCatalogue;
  registerCatalogue(language, messages);
  return messages;
}
