/** Entities of the admin-style shell: menu, tabs, local error log, display settings, client storage. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
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
  meta?:
    | {
        roles?: string[] | null | undefined;
        menu_langname?: string | null | undefined;
        [key: string]: unknown;
      }
    | null
    | undefined;
  keepAlive?: string | number | boolean | null | undefined;
  group?: string[] | null | undefined;
  query?: Record<string, unknown> | null | undefined;
  [key: string]: unknown;
}

export const menuItem: z.ZodMiniType<MenuItem> = z.lazy(() =>
  z.looseObject({
    id: maybe(entityId),
    label: z.string(),
    path: z.string(),
    icon: maybe(z.string()),
    parentId: maybe(entityId),
    children: maybe(z.array(menuItem)),
    meta: maybe(
      z.looseObject({ roles: maybe(z.array(z.string())), menu_langname: maybe(z.string()) }),
    ),
    keepAlive: maybe(flag),
    group: maybe(z.array(z.string())),
    query: maybe(z.record(z.string(), z.unknown())),
  }),
);

/** A tab of the tag bar, persisted in sessionStorage (wire-compat: `{label, value, params, query, group, close}`). */
export const tag = z.object({
  label: z.string(),
  value: z.string(),
  params: z._default(z.record(z.string(), z.unknown()), {}),
  query: z._default(z.record(z.string(), z.unknown()), {}),
  group: z._default(z.array(z.string()), []),
  close: z._default(z.boolean(), true),
});
export type Tag = z.infer<typeof tag>;

/** An unhandled front-end error kept in localStorage `logsList` until uploaded or cleared. */
export const logEntry = z.object({
  type: z.string(),
  message: z.string(),
  stack: z._default(z.string(), ''),
  info: z._default(z.string(), ''),
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
  language: z._default(z.enum(LANGUAGES), DEFAULT_DISPLAY_SETTINGS.language),
  languageID: z._default(
    checked(z.number(), z.int(), z.minimum(1), z.maximum(4)),
    DEFAULT_DISPLAY_SETTINGS.languageID,
  ),
  colorName: z._default(z.string(), DEFAULT_DISPLAY_SETTINGS.colorName),
  themeName: z._default(z.string(), DEFAULT_DISPLAY_SETTINGS.themeName),
  modeOfTrade: z._default(
    z.union([z.literal(TRADE_MODES.DDP), z.literal(TRADE_MODES.FOB)]),
    DEFAULT_DISPLAY_SETTINGS.modeOfTrade,
  ),
  cartNum: z._default(checked(z.number(), z.int(), z.minimum(0)), 0),
  activeNum: z._default(checked(z.number(), z.int(), z.minimum(0)), 0),
  isLock: z._default(z.boolean(), false),
  lockPasswd: z._default(z.string(), ''),
  isCollapse: z._default(z.boolean(), false),
  showTag: z._default(z.boolean(), true),
  showDebug: z._default(z.boolean(), true),
  showTheme: z._default(z.boolean(), true),
  showColor: z._default(z.boolean(), true),
  showFullScren: z._default(z.boolean(), true),
  showLock: z._default(z.boolean(), true),
  showSearch: z._default(z.boolean(), true),
  showCollapse: z._default(z.boolean(), true),
  showMenu: z._default(z.boolean(), true),
});
export type DisplaySettings = z.infer<typeof displaySettings>;

/** A client-storage value (wire-compat): `dataType` is `typeof content`, `type` is truthy ('session') for sessionStorage. */
export const storedItem = z.object({
  dataType: z.enum([
    'string',
    'number',
    'bigint',
    'boolean',
    'symbol',
    'undefined',
    'object',
    'function',
  ]),
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
