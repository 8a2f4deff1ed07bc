// The admin screens' demo data, built from the server's seed: ddp-buyer's messages, account and member record.
import { READ_STATES } from '@kontor/api/rules';
import type { Message } from '@kontor/api/contract';
import { MESSAGE_SEED } from '../../packages/server/src/db/seed-data/customer/content.js';
import { ACCOUNT_SEED, COUNTRY_SEED, MEMBER_LEVEL_SEED } from '../../packages/server/src/db/seed-data/customer/accounts.js';

/** A fixed "now", so screenshots of the stories do not change from day to day. */
export const SEED_NOW = new Date('2026-11-20T09:30:00Z');
const ORDER_NO = 'KO202600001';

const stamp = (daysAgo: number) => {
  const date = new Date(SEED_NOW.getTime() - daysAgo * 86_400_000);
  return date.toISOString().slice(0, 19).replace('T', ' ');
};

/** The inbox as GET /admin/sysxxfsjl/my/pc answers it, newest first. */
export function seedMessages(): Message[] {
  return MESSAGE_SEED.map((seed, index) => ({
    id: index + 1,
    title: seed.title,
    content: seed.content.replace('{orderNo}', ORDER_NO),
    sender: 'admin',
    receiver: 'ddp-buyer',
    sendStatus: 1,
    readStatus: seed.readStatus,
    collected: seed.readStatus === READ_STATES[3].value,
    sendTime: stamp(seed.daysAgo),
    createTime: stamp(seed.daysAgo),
  })).sort((a, b) => b.sendTime.localeCompare(a.sendTime));
}

/** Many messages, for paging stories. */
export function manyMessages(count: number): Message[] {
  const base = seedMessages();
  return Array.from({ length: count }, (_, index) => ({ ...base[index % base.length]!, id: index + 1 }));
}

const buyer = ACCOUNT_SEED.find((account) => account.username === 'ddp-buyer')!;
const member = buyer.member!;
const country = COUNTRY_SEED.find((entry) => entry.code === member.countryCode)!;
const level = MEMBER_LEVEL_SEED.find((entry) => entry.id === member.levelId)!;

/** GET /admin/user/info for ddp-buyer (English level label). */
export const SEED_USER_INFO = {
  sysUser: { userId: 2, username: buyer.username, realname: buyer.realname, avatar: null, phone: buyer.phone, email: buyer.email, tenantId: 1 },
  roles: buyer.roles,
  permissions: ['shop_cart', 'shop_order', 'shop_service'],
  name: buyer.realname,
  tel: buyer.phone,
  salesname: member.salesname,
  salesPhone: member.salesPhone,
  modeOfTrade: member.modeOfTrade,
  level: level.labels[1],
  email: buyer.email,
  country: country.name,
};

/** GET /scgl/rfmembernew/info for ddp-buyer. */
export const SEED_MEMBER = {
  id: 2,
  userId: 2,
  name: buyer.realname,
  company: member.company,
  tel: buyer.phone,
  email: buyer.email,
  country: country.name,
  countryId: country.id,
  levelId: level.id,
  level: level.labels[1],
  salesname: member.salesname,
  salesPhone: member.salesPhone,
  modeOfTrade: member.modeOfTrade,
  languageId: member.languageId,
};

/** GET /admin/syscountryarea/level?level=2 */
export const SEED_COUNTRIES = COUNTRY_SEED.filter((entry) => entry.level === 2)
  .map(({ id, name, code, level: areaLevel, parentId }) => ({ id, name, code, level: areaLevel, parentId }))
  .sort((a, b) => a.name.localeCompare(b.name));

export const SEED_PASSWORD = 'kontor123';
