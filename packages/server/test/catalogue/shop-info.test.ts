import { describe, expect, it } from 'vitest';
import { companyInfoAnswer, dictItemList, paymentAnswer, portList } from '@kontor/api/contract';
import { tradeModeLabel } from '@kontor/api/client';
import { TRADE_MODES } from '@kontor/api/rules';
import { catalogueServer } from './harness.js';

const h = catalogueServer();

describe('POST /scgl/rfstoreorder/getPortOfArrivals', () => {
  it('lists the European ports of arrival in the language, filterable by country', async () => {
    const ports = portList.parse(await h.client.orders.portsOfArrival({ languageId: 3 }));
    expect(ports.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Hamburg', 'Rotterdam', 'Antwerpen', 'Le Havre', 'Bremerhaven']),
    );
    const german = await h.client.orders.portsOfArrival({ languageId: 4, country: 'de' });
    expect(german.map((p) => p.name)).toEqual(['Hambourg', 'Bremerhaven']);
  });
});

describe('trade-mode dictionary', () => {
  it('labels DDP and FOB in each language, by GET and by POST', async () => {
    for (const lang of ['zh', 'en', 'de', 'fr'] as const) {
      const list = dictItemList.parse(await h.client.dictionaries.tradeModes(lang));
      expect(list.map((i) => i.value)).toEqual([String(TRADE_MODES.DDP), String(TRADE_MODES.FOB)]);
      expect(tradeModeLabel(list, TRADE_MODES.FOB)).toMatch(/^FOB/);
      expect(await h.client.dictionaries.tradeModesByPost(lang)).toEqual(list);
    }
    expect(tradeModeLabel(await h.client.dictionaries.tradeModes('de'), 1)).toBe(
      'DDP (geliefert verzollt)',
    );
  });
});

describe('GET /scgl/company/info', () => {
  it("gives the footer's address, phones and sales mail per language", async () => {
    const res = await h.send('GET', '/scgl/company/info?languageId=3');
    const { data } = (await res.json()) as {
      data: { address: string; phones: string[]; salesMail: string };
    };
    expect(data.address).toContain('Deutschland');
    expect(data.phones.length).toBeGreaterThanOrEqual(2);
    expect(data.salesMail).toMatch(/^sales@/);
    const zh = (await (await h.send('GET', '/scgl/company/info?languageId=1')).json()) as {
      data: { address: string };
    };
    expect(zh.data.address).toContain('汉堡');
  });

  it('answers through the client service in the contract\'s shape, signed out too, and refuses an unknown language', async () => {
    const fr = companyInfoAnswer.parse(await h.client.company.info(4));
    expect(fr).toMatchObject({ name: 'Kontor Trading GmbH', salesMail: 'sales@kontor.example.com' });
    expect(fr?.address).toContain('Allemagne');
    expect(fr?.phones).toEqual(['+49 40 1234 5670', '+49 40 1234 5679', '+86 21 5555 0188']);
    expect(fr?.hours).toMatch(/^Lun/);
    const anonymous = await h.send('GET', '/scgl/company/info?languageId=2', undefined, { Authorization: '' });
    expect(anonymous.status).toBe(200);
    const unknown = (await (await h.send('GET', '/scgl/company/info?languageId=9')).json()) as { code: number };
    expect(unknown.code).toBe(1);
  });
});

describe('POST /scgl/payment/getByCurrency', () => {
  it('answers the bank details of a currency, and null for one the shop does not take', async () => {
    const eur = paymentAnswer.parse(await h.client.payment.byCurrency('EUR'));
    expect(eur).toMatchObject({ currency: 'EUR', accountName: 'Kontor Trading GmbH' });
    expect(await h.client.payment.byCurrency('JPY')).toBeNull();
  });
  it('answers the payment terms in the language asked for', async () => {
    expect(paymentAnswer.parse(await h.client.payment.byCurrency('EUR', 3))).toMatchObject({
      paymentTerms: '30 % Anzahlung, 70 % gegen Kopie des Konnossements',
    });
    expect(paymentAnswer.parse(await h.client.payment.byCurrency('EUR', 4))).toMatchObject({
      paymentTerms: "30 % d'acompte, 70 % contre copie du connaissement",
    });
  });
});
