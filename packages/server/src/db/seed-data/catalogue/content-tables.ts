/** The rows of the shop-wide content: ports, downloads, search words, dictionary, menu, footer, bank details. */
import { DATA_CLASS_SEED, dataFileRows } from './downloads.js';
import { LANGUAGE_CODES, labelRows, type SeedTable } from './labels.js';
import { MENU_SEED } from './menu.js';
import { PORT_SEED } from './ports.js';
import { searchWordRows } from './search-words.js';
import { COMPANY_INFO_SEED, DICT_SEED, PAYMENT_ACCOUNT_SEED } from './site.js';

export function contentTables(): SeedTable[] {
  return [
    ['port', ['id', 'code', 'sort'], PORT_SEED.map((p) => [p.id, p.code, p.id])],
    [
      'port_label',
      ['port_id', 'language_id', 'name'],
      PORT_SEED.flatMap((p) => labelRows(p.id, p.labels)),
    ],
    ['data_class', ['id', 'code', 'sort'], DATA_CLASS_SEED.map((d) => [d.id, d.code, d.id])],
    [
      'data_class_label',
      ['class_id', 'language_id', 'name'],
      DATA_CLASS_SEED.flatMap((d) => labelRows(d.id, d.labels)),
    ],
    ['data_file', ['id', 'class_id', 'language_id', 'name', 'file_link', 'sort'], dataFileRows()],
    ['search_word', ['id', 'language_id', 'word', 'popular', 'sort'], searchWordRows()],
    [
      'dict_item',
      ['id', 'type', 'value', 'lang', 'label', 'sort'],
      DICT_SEED.flatMap((d, index) =>
        LANGUAGE_CODES.map((lang, l) => [
          index * 4 + l + 1,
          d.type,
          d.value,
          lang,
          d.labels[l],
          index + 1,
        ]),
      ),
    ],
    [
      'menu_item',
      ['id', 'parent_id', 'path', 'icon', 'sort', 'roles', 'keep_alive', 'external_url'],
      MENU_SEED.map((m) => [
        m.id,
        m.parentId,
        m.path,
        m.icon,
        m.id,
        m.roles,
        m.keepAlive,
        m.externalUrl,
      ]),
    ],
    [
      'menu_label',
      ['menu_id', 'language_id', 'label'],
      MENU_SEED.flatMap((m) => labelRows(m.id, m.labels)),
    ],
    [
      'company_info',
      ['key', 'language_id', 'value', 'sort'],
      COMPANY_INFO_SEED.flatMap((c, index) =>
        labelRows(c.key, c.labels).map((row) => [...row, index + 1]),
      ),
    ],
    [
      'payment_account',
      ['id', 'currency', 'bank_name', 'account_name', 'iban', 'swift', 'sort'],
      PAYMENT_ACCOUNT_SEED.map((p) => [
        p.id,
        p.currency,
        p.bankName,
        p.accountName,
        p.iban,
        p.swift,
        p.id,
      ]),
    ],
    [
      'payment_account_label',
      ['account_id', 'language_id', 'payment_terms'],
      PAYMENT_ACCOUNT_SEED.flatMap((p) => labelRows(p.id, p.terms)),
    ],
  ];
}
