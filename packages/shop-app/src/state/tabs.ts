/** The tag tabs (spec section 2): one per navigation, kept in session storage `tagList`, with the rules of closing them. */
import { atom } from 'jotai';
import type { Tag } from '@kontor/api/contract';
import type { AppRoute } from '../routes/types.js';
import { settingsStorage } from './settings.js';

export type { Tag };

/** The home tab (wire-compat): always first, never closable. */
export const HOME_PATH = '/wel/index';
export const HOME_TAG: Tag = { label: 'shell.tabs.home', value: HOME_PATH, params: {}, query: {}, group: [], close: false };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored tab as the contract's `tag` reads it (no params, query or group: empty; no close: true), else undefined.
 * Read without zod, since every page restores its tabs first (tabs.test.ts holds it to the contract's answers).
 */
export function tagOf(item: unknown): Tag | undefined {
  if (!isRecord(item)) return undefined;
  const { label, value, params = {}, query = {}, group = [], close = true } = item;
  if (typeof label !== 'string' || typeof value !== 'string' || !isRecord(params) || !isRecord(query)) return undefined;
  if (!Array.isArray(group) || !group.every((name) => typeof name === 'string') || typeof close !== 'boolean') return undefined;
  return { label, value, params, query, group: group as string[], close };
}

function readTags(): Tag[] {
  const stored = settingsStorage.get('tagList');
  // Tabs written by other versions may be malformed: those are dropped, never thrown.
  const tags = (Array.isArray(stored) ? stored : []).flatMap((item: unknown) => {
    const tag = tagOf(item);
    return tag ? [tag] : [];
  });
  return tags.some((t) => t.value === HOME_PATH) ? tags : [HOME_TAG, ...tags];
}

/**
 * The label of the tab a navigation opens (spec sections 2 and 4: every protected route opens as a tab): its route's
 * tab title, else its page title (message ids, so the tab relabels with the language), else the server menu's label;
 * public routes, routes marked `tab: false` and unnamed paths open none.
 */
export function tabLabelOf(route: Pick<AppRoute, 'public' | 'tab' | 'title' | 'pageTitle'> | undefined, menuLabel?: string): string | undefined {
  const title = route && !route.public && route.tab !== false ? (route.title ?? route.pageTitle) : undefined;
  return title?.id ?? menuLabel;
}

/** The tab of a navigation to `pathname` with `search`. */
export function openedTag(label: string, pathname: string, search: string): Tag {
  return { label, value: pathname, params: {}, query: queryOf(search), group: [], close: true };
}

/**
 * Adds a tab for a navigation, or refreshes the query and label of the tab already open for that path (the embedded
 * pages share one path, each named by its own menu entry).
 */
export function addTag(tags: readonly Tag[], next: Tag): Tag[] {
  const at = tags.findIndex((t) => t.value === next.value);
  if (at === -1) return [...tags, next];
  return tags.map((t, index) => (index === at ? { ...t, label: next.label, query: next.query, params: next.params } : t));
}

/** The tab to show after `value` closes: its right neighbour, else its left one. */
export function neighbourOf(tags: readonly Tag[], value: string): Tag | undefined {
  const at = tags.findIndex((t) => t.value === value);
  return tags[at + 1] ?? tags[at - 1];
}

/** Closes one tab; the last remaining tab and the home tab stay. */
export function closeTag(tags: readonly Tag[], value: string): Tag[] {
  if (tags.length <= 1) return [...tags];
  return tags.filter((t) => t.value !== value || t.close === false);
}

/** Keeps the home tab and the current one. */
export function closeOtherTags(tags: readonly Tag[], current: string): Tag[] {
  return tags.filter((t) => t.value === current || t.value === HOME_PATH || t.close === false);
}

/** Back to the home tab only. */
export function closeAllTags(tags: readonly Tag[]): Tag[] {
  const kept = tags.filter((t) => t.value === HOME_PATH || t.close === false);
  return kept.length > 0 ? kept : [HOME_TAG];
}

const tagsBase = atom<Tag[]>(readTags());

/** The open tabs; every change is stored so they survive a reload. */
export const tagsAtom = atom(
  (get) => get(tagsBase),
  (_get, set, next: Tag[]) => {
    set(tagsBase, next);
    settingsStorage.set('tagList', next);
  },
);

/** Forgets every tab (logout): only home remains. */
export const resetTagsAtom = atom(null, (_get, set) => {
  set(tagsBase, [HOME_TAG]);
  settingsStorage.remove('tagList');
  settingsStorage.remove('tag');
});

/** `?a=1&b=2` → `{a: '1', b: '2'}` (a tag's query). */
export function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** A tag's address: its path plus its query. */
export function hrefOf(t: Pick<Tag, 'value' | 'query'>): string {
  const search = new URLSearchParams(
    Object.entries(t.query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `${t.value}?${search}` : t.value;
}
