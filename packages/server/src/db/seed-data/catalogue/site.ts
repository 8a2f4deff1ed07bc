/** Shop-wide content: the trade-mode dictionary, the footer's company details, bank details per currency. */
import { TRADE_MODE_DICT_TYPE } from '@kontor/api/contract';
import { TRADE_MODES } from '@kontor/api/rules';
import { same, type Labels } from './labels.js';

/** The trade-mode dictionary (myfs): value 1 DDP, 2 FOB, labelled in each language. */
export const DICT_SEED: { type: string; value: string; labels: Labels }[] = [
  {
    type: TRADE_MODE_DICT_TYPE,
    value: String(TRADE_MODES.DDP),
    labels: [
      'DDP（完税后交货）',
      'DDP (delivered duty paid)',
      'DDP (geliefert verzollt)',
      'DDP (rendu droits acquittés)',
    ],
  },
  {
    type: TRADE_MODE_DICT_TYPE,
    value: String(TRADE_MODES.FOB),
    labels: ['FOB（船上交货）', 'FOB (free on board)', 'FOB (frei an Bord)', 'FOB (franco à bord)'],
  },
];

/** Footer contact details, key by key (spec section 1: an address, phones and a sales mail). */
export const COMPANY_INFO_SEED: { key: string; labels: Labels }[] = [
  {
    key: 'name',
    labels: [
      '康拓贸易有限公司',
      'Kontor Trading GmbH',
      'Kontor Trading GmbH',
      'Kontor Trading GmbH',
    ],
  },
  {
    key: 'address',
    labels: [
      '德国汉堡 20457，仓库街 12 号',
      'Speicherstadt 12, 20457 Hamburg, Germany',
      'Speicherstadt 12, 20457 Hamburg, Deutschland',
      'Speicherstadt 12, 20457 Hambourg, Allemagne',
    ],
  },
  { key: 'phone', labels: same('+49 40 1234 5670') },
  { key: 'phoneService', labels: same('+49 40 1234 5679') },
  { key: 'phoneChina', labels: same('+86 21 5555 0188') },
  { key: 'salesMail', labels: same('sales@kontor.example.com') },
  { key: 'serviceMail', labels: same('service@kontor.example.com') },
  {
    key: 'hours',
    labels: [
      '周一至周五 8:00–17:00（欧洲中部时间）',
      'Mon–Fri 8:00–17:00 CET',
      'Mo–Fr 8:00–17:00 Uhr MEZ',
      'Lun–ven 8h00–17h00 HEC',
    ],
  },
];

export const PAYMENT_ACCOUNT_SEED: {
  id: number;
  currency: string;
  bankName: string;
  accountName: string;
  iban: string;
  swift: string;
  terms: Labels;
}[] = [
  {
    id: 1,
    currency: 'EUR',
    bankName: 'Nordhafen Bank Hamburg',
    accountName: 'Kontor Trading GmbH',
    iban: 'DE89 3704 0044 0532 0130 00',
    swift: 'NHBKDEHHXXX',
    terms: [
      '30% 定金，70% 见提单副本付款',
      '30% deposit, 70% against copy of the bill of lading',
      '30 % Anzahlung, 70 % gegen Kopie des Konnossements',
      "30 % d'acompte, 70 % contre copie du connaissement",
    ],
  },
  {
    id: 2,
    currency: 'USD',
    bankName: 'Pacific Trade Bank Shanghai',
    accountName: 'Kontor Trading (Shanghai) Co., Ltd.',
    iban: '4510 0000 1234 5678 901',
    swift: 'PTBKCNSHXXX',
    terms: [
      '100% 装运前付款',
      '100% before shipment',
      '100 % vor Verschiffung',
      "100 % avant l'expédition",
    ],
  },
];
