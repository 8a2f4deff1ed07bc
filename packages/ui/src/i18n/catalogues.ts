/**
 * The messages the providers read, by language: the one home where loaded parts are merged. A storefront build cuts
 * each language's catalogue into parts, one per load unit (the entry, each lazily loaded screen or dialog), holding
 * the messages that unit's code names; every unit registers its part in `globalThis.__kontorMessageParts` and a lazy
 * one waits for it before it finishes loading (shop-app `messages.config.ts`). Without parts (development, the
 * widgets, a consumer's own build) a language loads whole, one small chunk each. Storybook and tests register all
 * four from `COMPILED_MESSAGES` (the package is free of side effects, so importing `locales.ts` alone registers
 * nothing in a production bundle).
 */
import type { Language } from '@kontor/api/rules';
import type { CompiledCatalogue } from './tags.js';

/** A part of the messages as the build emits it: one module per language (`export default` messages), by URL relative to `base`. */
export interface MessagePart {
  base: string;
  files: Partial<Record<Language, string>>;
}

declare global {
  var __kontorMessageParts: MessagePart[] | undefined;
  var __kontorMessagesReady: (() => Promise<void>) | undefined;
}

const registered = new Map<Language, CompiledCatalogue>();
/** Languages known to hold every message (registered whole or loaded whole): nothing left to fetch for them. */
const complete = new Set<Language>();
const loads = new Map<string, Promise<void>>();
/** Part files (by URL) whose messages are merged. */
const loaded = new Set<string>();
const listeners = new Set<() => void>();
/** The language parts load in as units arrive: the one last asked for, and during a switch the one still shown. */
let active: Language | undefined;
let leaving: Language | undefined;

/** Adds messages as a new catalogue object, so the providers showing the language re-render with them. */
function merge(language: Language, messages: CompiledCatalogue): void {
  registered.set(language, { ...registered.get(language), ...messages });
  for (const listener of listeners) listener();
}

/**
 * Adds a unit's part into the language's catalogue object in place, without a re-render: the unit's code waits for
 * its part before it runs, so nothing drawn so far names these messages. Notifying re-drew every text of the page
 * (header, footer, screen) each time a screen or dialog loaded, one long task as the shop opened. A message some
 * drawn text still lacks goes the provider's way (the whole catalogue, notified).
 */
function mergePart(language: Language, messages: CompiledCatalogue): void {
  const catalogue = registered.get(language);
  if (catalogue) Object.assign(catalogue, messages);
  else merge(language, messages);
}

/** Adds messages to a language (a whole catalogue, as Storybook and tests do, or a part). */
export function registerCatalogue(language: Language, messages: CompiledCatalogue): void {
  complete.add(language);
  merge(language, messages);
}

/** The messages loaded so far for a language, else undefined (the provider then shows default texts until they are). */
export function catalogueOf(language: Language): CompiledCatalogue | undefined {
  return registered.get(language);
}

/** Calls `listener` whenever messages arrive (a lazily loaded screen's part, the fallback's whole catalogue). */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const WHOLE: Record<Language, () => Promise<{ default: unknown }>> = {
  zh: () => import('./compiled/zh.json'),
  en: () => import('./compiled/en.json'),
  de: () => import('./compiled/de.json'),
  fr: () => import('./compiled/fr.json'),
};

function once(key: string, load: () => Promise<void>): Promise<void> {
  let pending = loads.get(key);
  if (!pending) {
    pending = load();
    // A failed load may be tried again (the next screen, the next switch).
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

/** Every message of a language (its own chunk): the path without parts, and the fallback when a message is missing. */
export function loadWholeCatalogue(language: Language): Promise<void> {
  if (complete.has(language)) return Promise.resolve();
  return once(`whole:${language}`, async () => {
    merge(language, (await WHOLE[language]()).default as CompiledCatalogue);
    complete.add(language);
  });
}

function loadPart(part: MessagePart, language: Language): Promise<void> {
  const file = part.files[language];
  if (!file || complete.has(language)) return Promise.resolve();
  const url = new URL(file, part.base).href;
  return once(url, async () => {
    mergePart(language, ((await import(/* @vite-ignore */ url)) as { default: CompiledCatalogue }).default);
    loaded.add(url);
  });
}

/** Whether a language can be shown without a gap: every unit loaded so far has its part in it (or it is whole). */
export function catalogueReady(language: Language): boolean {
  if (complete.has(language)) return true;
  const parts = globalThis.__kontorMessageParts ?? [];
  return parts.length > 0 && parts.every((part) => !part.files[language] || loaded.has(new URL(part.files[language], part.base).href));
}

/** Loads every unit's part registered so far in the active language, and in the one still shown while a switch loads. */
function partsReady(): Promise<void> {
  const languages = [active, leaving].filter((language): language is Language => language !== undefined);
  const parts = globalThis.__kontorMessageParts ?? [];
  return Promise.all(languages.flatMap((language) => parts.map((part) => loadPart(part, language)))).then(() => undefined);
}

/**
 * Loads what a language needs for the units loaded so far (the first screen, then on a switch every screen seen)
 * and makes it the language later units load their parts in. Resolves with the messages loaded.
 */
export async function loadCatalogue(language: Language): Promise<CompiledCatalogue> {
  if (active !== language) [leaving, active] = [active, language];
  globalThis.__kontorMessagesReady ??= partsReady;
  if (globalThis.__kontorMessageParts?.length) await partsReady();
  else await loadWholeCatalogue(language);
  // The switch is done: later units load in this language only.
  if (active === language) leaving = undefined;
  return registered.get(language) ?? {};
}
