/** Demo accounts: the admin and two customers (DDP and FOB), their member data, levels, countries, addresses. */
import { TRADE_MODES } from '@kontor/api/rules';
import type { Labels } from '../catalogue/labels.js';

/** Every demo account's password (README: demo logins). */
export const DEMO_PASSWORD = 'kontor123';

export const MEMBER_LEVEL_SEED: { id: number; level: number; discount: number; labels: Labels }[] = [
  { id: 1, level: 1, discount: 0, labels: ['普通会员', 'Standard', 'Standard', 'Standard'] },
  { id: 2, level: 2, discount: 3, labels: ['银牌会员', 'Silver', 'Silber', 'Argent'] },
  { id: 3, level: 3, discount: 5, labels: ['金牌会员', 'Gold', 'Gold', 'Or'] },
  { id: 4, level: 4, discount: 8, labels: ['白金会员', 'Platinum', 'Platin', 'Platine'] },
];

/** The area tree: continents (level 1) and the countries the shop sells to (level 2). */
export const COUNTRY_SEED: { id: number; parentId: number | null; level: number; code: string; name: string }[] = [
  { id: 1, parentId: null, level: 1, code: 'EU', name: 'Europe' },
  { id: 2, parentId: null, level: 1, code: 'AS', name: 'Asia' },
  ...(
    [
      ['DE', 'Germany'], ['FR', 'France'], ['NL', 'Netherlands'], ['BE', 'Belgium'], ['AT', 'Austria'],
      ['CH', 'Switzerland'], ['PL', 'Poland'], ['IT', 'Italy'], ['ES', 'Spain'], ['GB', 'United Kingdom'],
      ['DK', 'Denmark'], ['SE', 'Sweden'],
    ] as const
  ).map(([code, name], index) => ({ id: 10 + index, parentId: 1, level: 2, code, name })),
  { id: 40, parentId: 2, level: 2, code: 'CN', name: 'China' },
];

export interface AccountSeed {
  username: string;
  roles: string[];
  realname: string;
  phone: string;
  email: string;
  socialType: string | null;
  member?: {
    company: string;
    countryCode: string;
    levelId: number;
    salesname: string;
    salesPhone: string;
    modeOfTrade: number;
    languageId: number;
  };
}

export const ACCOUNT_SEED: AccountSeed[] = [
  { username: 'admin', roles: ['ROLE_ADMIN'], realname: 'Shop Administrator', phone: '13800000000', email: 'admin@kontor.example', socialType: null },
  {
    username: 'ddp-buyer',
    roles: ['ROLE_CUSTOMER'],
    realname: 'Greta Hoffmann',
    phone: '15112345678',
    email: 'einkauf@gartenwelt-hoffmann.example',
    socialType: 'WX',
    member: { company: 'Gartenwelt Hoffmann GmbH', countryCode: 'DE', levelId: 3, salesname: 'Li Wei', salesPhone: '+86 574 8765 4321', modeOfTrade: TRADE_MODES.DDP, languageId: 3 },
  },
  {
    username: 'fob-buyer',
    roles: ['ROLE_CUSTOMER'],
    realname: 'Camille Laurent',
    phone: '16123456789',
    email: 'achats@jardins-du-sud.example',
    socialType: null,
    member: { company: 'Jardins du Sud SARL', countryCode: 'FR', levelId: 2, salesname: 'Zhang Min', salesPhone: '+86 574 8765 4399', modeOfTrade: TRADE_MODES.FOB, languageId: 4 },
  },
];

const weekdays = (from: number, to: number, startTime: string, endTime: string) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ weekday: from + index, startTime, endTime }));

/** Per customer: one complete address (the default) and one missing required fields. */
export const ADDRESS_SEED: Record<string, Record<string, unknown>[]> = {
  'ddp-buyer': [
    {
      company: 'Gartenwelt Hoffmann GmbH', street: 'Industriestraße 12', postal_code: '28199', city: 'Bremen', country: 'Germany',
      contact_person: 'Greta Hoffmann', receiver: 'Jonas Weber', phone: '15112345678', fax: '0421 555 0199',
      is_elevator: true, is_notice: true, delivery_type: 1, receiving_times: weekdays(1, 5, '08:00', '16:00'), is_default: true,
    },
    {
      company: 'Gartenwelt Hoffmann Lager Nord', street: 'Hafenweg 3', postal_code: null, city: 'Hamburg', country: 'Germany',
      contact_person: 'Jonas Weber', receiver: null, phone: null, fax: null,
      is_elevator: false, is_notice: false, delivery_type: 2, receiving_times: weekdays(1, 3, '09:00', '12:00'), is_default: false,
    },
  ],
  'fob-buyer': [
    {
      company: 'Jardins du Sud SARL', street: '45 Avenue du Port', postal_code: '13002', city: 'Marseille', country: 'France',
      contact_person: 'Camille Laurent', receiver: 'Hugo Martin', phone: '16123456789', fax: '04 91 55 01 99',
      is_elevator: true, is_notice: false, delivery_type: 1, receiving_times: weekdays(1, 5, '07:30', '15:30'), is_default: true,
    },
    {
      company: null, street: 'Zone Artisanale 7', postal_code: '84000', city: 'Avignon', country: 'France',
      contact_person: null, receiver: 'Hugo Martin', phone: null, fax: null,
      is_elevator: false, is_notice: true, delivery_type: 1, receiving_times: [], is_default: false,
    },
  ],
};
