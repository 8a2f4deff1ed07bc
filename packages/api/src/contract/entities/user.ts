/** Account entities: the PigX user, the shop's user info, tokens and the member area (spec sections 3 and 7). */
import * as z from 'zod/mini';
import '../zod.js';
import { dateText, entityId, flag, maybe } from './wire.js';

/** PigX SysUser as /admin/user/info nests it; realname is the shop's addition. */
export const sysUser = z.looseObject({
  userId: maybe(entityId),
  username: z.string(),
  realname: maybe(z.string()),
  avatar: maybe(z.string()),
  phone: maybe(z.string()),
  email: maybe(z.string()),
  deptId: maybe(entityId),
  tenantId: maybe(entityId),
  lockFlag: maybe(flag),
  createTime: maybe(dateText),
});
export type SysUser = z.infer<typeof sysUser>;

/**
 * GET /admin/user/info: PigX's `{ sysUser, roles, permissions }` plus the shop's customer fields.
 * Wire names are the spec's own (salesname, salesPhone, tel, modeOfTrade); modeOfTrade is 1 DDP / 2 FOB.
 */
export const userInfo = z.looseObject({
  sysUser,
  roles: maybe(z.array(entityId)),
  permissions: maybe(z.array(z.string())),
  name: maybe(z.string()),
  tel: maybe(z.string()),
  salesname: maybe(z.string()),
  salesPhone: maybe(z.string()),
  modeOfTrade: maybe(z.union([z.number(), z.string()])),
  level: maybe(z.union([z.string(), z.number()])),
  email: maybe(z.string()),
  country: maybe(z.string()),
});
export type UserInfo = z.infer<typeof userInfo>;

/** OAuth2 token answer (snake_case on the wire); PigX adds user fields, which stay as unknown keys. */
export const token = z.looseObject({
  access_token: z.string(),
  refresh_token: maybe(z.string()),
  expires_in: z.number(),
  token_type: maybe(z.string()),
  scope: maybe(z.string()),
  user_id: maybe(entityId),
  username: maybe(z.string()),
  tenant_id: maybe(entityId),
});
export type Token = z.infer<typeof token>;

/** GET /scgl/rfmembernew/info: the customer's account in the personal centre (shape not shown: loose). */
export const memberInfo = z.looseObject({
  id: maybe(entityId),
  userId: maybe(entityId),
  name: maybe(z.string()),
  company: maybe(z.string()),
  tel: maybe(z.string()),
  email: maybe(z.string()),
  country: maybe(z.string()),
  countryId: maybe(entityId),
  levelId: maybe(entityId),
  level: maybe(z.union([z.string(), z.number()])),
  salesname: maybe(z.string()),
  salesPhone: maybe(z.string()),
  modeOfTrade: maybe(z.union([z.number(), z.string()])),
  languageId: maybe(z.number()),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** GET /scgl/rfmemberlevel/djlist: member levels (dj = 等级, level). */
export const memberLevel = z.looseObject({
  id: entityId,
  name: z.string(),
  level: maybe(z.number()),
  discount: maybe(z.number()),
});
export type MemberLevel = z.infer<typeof memberLevel>;

/** GET /admin/syscountryarea/level?level=2: countries (level 2 of the area tree). */
export const countryArea = z.looseObject({
  id: entityId,
  name: z.string(),
  code: maybe(z.string()),
  level: maybe(z.number()),
  parentId: maybe(entityId),
});
export type CountryArea = z.infer<typeof countryArea>;
