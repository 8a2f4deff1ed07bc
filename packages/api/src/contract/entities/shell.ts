/** Entities of the admin-style shell: menu, tabs, local error log, display settings, client storage. */
import * as z from 'zod';
import { LANGUAGES } from '../../rules/languages.js';
import { DEFAULT_DISPLAY_SETTINGS } from '../../rules/defaults.js';
import { TRADE_MODES } from '../../rules/tradeModes.js';
import { entityId, flag, maybe } from './wire.js';

/** Menu item as the server delivers it (PigX MenuTree plus the shop's `meta.menu_langname`). */
export interface MenuItem {
  id?: string | number | null | undefined;
  label: string;
  path: string;
  icon?: string | null | undefined;
  parentId?: string | number | null | undefined;
  children?: MenuItem[] | null | undefined;
  meta?: { roles?: string[] | null | undefined; menu_langname?: string | null | undefined; [key: string]: unknown } | null | undefined;
  keepAlive?: string | number | boolean | null | undefined;
  group?: string[] | null | undefined;
  query?: Record<string, unknown> | null | undefined;
  [key: string]: unknown;
}

export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.looseObject({
    id: maybe(entityId),
    label: z.string(),
    path: z.string(),
    icon: maybe(z.string()),
    parentId: maybe(entityId),
    children: maybe(z.array(menuItem)),
    meta: maybe(z.looseObject({ roles: maybe(z.array(z.string())), menu_langname: maybe(z.string()) })),
    keepAlive: maybe(flag),
    group: maybe(z.array(z.string())),
    query: maybe(z.record(z.string(), z.unknown())),
  }),
);

/** A tab of the tag bar, persisted in sessionStorage (wire-compat: `{label, value, params, query, group, close}`). */
export const tag = z.object({
  label: z.string(),
  value: z.string(),
  params: z.record(z.string(), z.unknown()).default({}),
  query: z.record(z.string(), z.unknown()).default({}),
  group: z.array(z.string()).default([]),
  close: z.boolean().default(true),
});
export type Tag = z.infer<typeof tag>;

/** An unhandled front-end error kept in localStorage `logsList` until uploaded or cleared. */
export const logEntry = z.object({
  type: z.string(),
  message: z.string(),
  stack: z.string().default(''),
  info: z.string().default(''),
  url: z.string(),
  time: z.string(),
});
export type LogEntry = z.infer<typeof logEntry>;

/**
 * The shell's display settings. Names follow the avue store the backend's UI used (`colorName` is the
 * theme colour; `showFullScren` keeps avue's spelling) so existing stored values read back.
 * `lockPasswd` holds a salted hash, never the password (wire-compat). Missing values take the spec's defaults.
 */
export const displaySettings = z.object({
  language: z.enum(LANGUAGES).default(DEFAULT_DISPLAY_SETTINGS.language),
  languageID: z.number().int().min(1).max(4).default(DEFAULT_DISPLAY_SETTINGS.languageID),
  colorName: z.string().default(DEFAULT_DISPLAY_SETTINGS.colorName),
  themeName: z.string().default(DEFAULT_DISPLAY_SETTINGS.themeName),
  modeOfTrade: z.union([z.literal(TRADE_MODES.DDP), z.literal(TRADE_MODES.FOB)]).default(DEFAULT_DISPLAY_SETTINGS.modeOfTrade),
  cartNum: z.number().int().min(0).default(0),
  activeNum: z.number().int().min(0).default(0),
  isLock: z.boolean().default(false),
  lockPasswd: z.string().default(''),
  isCollapse: z.boolean().default(false),
  showTag: z.boolean().default(true),
  showDebug: z.boolean().default(true),
  showTheme: z.boolean().default(true),
  showColor: z.boolean().default(true),
  showFullScren: z.boolean().default(true),
  showLock: z.boolean().default(true),
  showSearch: z.boolean().default(true),
  showCollapse: z.boolean().default(true),
  showMenu: z.boolean().default(true),
});
export type DisplaySettings = z.infer<typeof displaySettings>;

/** A client-storage value (wire-compat): `dataType` is `typeof content`, `type` is truthy ('session') for sessionStorage. */
export const storedItem = z.object({
  dataType: z.enum(['string', 'number', 'bigint', 'boolean', 'symbol', 'undefined', 'object', 'function']),
  content: z.unknown(),
  type: maybe(z.union([z.string(), z.boolean()])),
  datetime: z.number(),
});
export type StoredItem = z.infer<typeof storedItem>;

/**
 * A message of /admin/sysxxfsjl (系统消息发送记录, message send record). Field names are ours, the
 * backend's are not shown; `sendStatus` and `readStatus` index MESSAGE_STATES and READ_STATES.
 */
export const message = z.looseObject({
  id: entityId,
  title: maybe(z.string()),
  content: maybe(z.string()),
  sender: maybe(z.string()),
  receiver: maybe(z.string()),
  sendStatus: maybe(z.number()),
  readStatus: maybe(z.number()),
  sendTime: maybe(z.string()),
  createTime: maybe(z.string()),
});
export type Message = z.infer<typeof message>;

/** A dictionary entry (PigX SysDictItem; /admin/syspublicdict/typelang answers value and label). */
export const dictItem = z.looseObject({
  value: z.union([z.string(), z.number()]),
  label: z.string(),
  id: maybe(entityId),
  type: maybe(z.string()),
  description: maybe(z.string()),
  sort: maybe(z.number()),
});
export type DictItem = z.infer<typeof dictItem>;
