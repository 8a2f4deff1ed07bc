import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KontorClient } from '@kontor/api/client';
import type { RunningServer } from '../../src/server.js';
import { DEMO_PASSWORD, call, loginAs, startTestServer } from './harness.js';

let server: RunningServer;
let ddp: { client: KontorClient; token: string };
beforeAll(async () => {
  server = await startTestServer();
  ddp = await loginAs(server, 'ddp-buyer');
});
afterAll(() => server.close());

const completeAddress = {
  company: 'Gartenwelt Süd', street: 'Marktplatz 1', postalCode: '80331', city: 'München', country: 'Germany',
  contactPerson: 'Greta Hoffmann', phone: '08912345678', isElevator: true, isNotice: false, deliveryType: 1 as const,
  receivingTimes: [{ weekday: 2, startTime: '08:00', endTime: '12:00' }],
};

describe('member', () => {
  it('answers the member with level, country and sales contact; edits what the member may edit', async () => {
    const info = await ddp.client.member.info();
    expect(info).toMatchObject({ company: 'Gartenwelt Hoffmann GmbH', country: 'Germany', salesname: 'Li Wei', modeOfTrade: 1, level: expect.any(String) });
    await ddp.client.member.editInfo({ company: 'Gartenwelt Hoffmann AG', tel: '15199999999', modeOfTrade: 2 });
    const edited = await ddp.client.member.info();
    expect(edited).toMatchObject({ company: 'Gartenwelt Hoffmann AG', tel: '15199999999', modeOfTrade: 1 });
    await expect(ddp.client.member.editInfo({ tel: '123' })).rejects.toMatchObject({ message: 'validation.phone.length' });
    // An empty phone is refused too, and the stored one stays.
    await expect(ddp.client.member.editInfo({ tel: '' })).rejects.toMatchObject({ message: 'validation.phone.required' });
    expect(await ddp.client.member.info()).toMatchObject({ tel: '15199999999' });
  });

  it('lists member levels and the countries of level 2', async () => {
    const levels = await ddp.client.member.levels();
    expect(levels.map((level) => level.level)).toEqual([1, 2, 3, 4]);
    const countries = await ddp.client.member.countries();
    expect(countries.map((country) => country.code)).toEqual(expect.arrayContaining(['DE', 'FR', 'CN']));
    expect(countries.every((country) => country.level === 2)).toBe(true);
  });
});

describe('addresses', () => {
  it('lists the complete default address first and the incomplete one after it', async () => {
    const [first, second] = await ddp.client.addresses.mine();
    expect(first).toMatchObject({ isDefault: true, postalCode: '28199', phone: expect.any(String) });
    expect(second).toMatchObject({ postalCode: null, phone: null });
  });

  it('creates (id 0), reads, saves and deletes an address, with the address form’s required fields', async () => {
    const created = (await ddp.client.addresses.save(0, completeAddress)) as { id: number };
    expect(await ddp.client.addresses.get(created.id)).toMatchObject({ city: 'München', receivingTimes: completeAddress.receivingTimes });
    await ddp.client.addresses.save(created.id, { ...completeAddress, street: 'Marienplatz 8' });
    expect((await ddp.client.addresses.get(created.id)).street).toBe('Marienplatz 8');
    await expect(ddp.client.addresses.save(created.id, { ...completeAddress, postalCode: ' ' })).rejects.toMatchObject({
      message: 'validation.address.postalCode.required',
      field: 'postalCode',
    });
    // The refusal names the field and its bound, so the form marks that field and says the limit.
    await expect(ddp.client.addresses.save(created.id, { ...completeAddress, company: 'K'.repeat(150) })).rejects.toMatchObject({
      message: 'validation.text.tooLong',
      field: 'company',
      max: 100,
    });
    const raw = await call(server.url, ddp.token, 'POST', `/scgl/rfmemberreceiving/${created.id}`, { ...completeAddress, postalCode: '' });
    expect(raw.body).toMatchObject({ code: 1, msg: 'validation.address.postalCode.required', data: { field: 'postalCode' } });
    await ddp.client.addresses.remove(created.id);
    expect((await call(server.url, ddp.token, 'GET', `/scgl/rfmemberreceiving/${created.id}`)).status).toBe(404);
  });

  it('stores receiving windows per weekday and refuses reversed or overlapping ones and a phone off the phone helper', async () => {
    const windows = [
      { weekday: 1, startTime: '07:30', endTime: '12:00' },
      { weekday: 1, startTime: '13:00', endTime: '16:30' },
      { weekday: 6, startTime: '09:00', endTime: '11:00' },
    ];
    const created = (await ddp.client.addresses.save(0, { ...completeAddress, receivingTimes: windows })) as { id: number };
    expect((await ddp.client.addresses.get(created.id)).receivingTimes).toEqual(windows);
    const overlapping = [...windows, { weekday: 1, startTime: '11:00', endTime: '14:00' }];
    await expect(ddp.client.addresses.save(created.id, { ...completeAddress, receivingTimes: overlapping })).rejects.toMatchObject({
      message: 'validation.address.receivingTime.overlap',
    });
    await expect(
      ddp.client.addresses.save(created.id, { ...completeAddress, receivingTimes: [{ weekday: 2, startTime: '12:00', endTime: '08:00' }] }),
    ).rejects.toMatchObject({ message: 'validation.address.receivingTime.order' });
    await expect(ddp.client.addresses.save(created.id, { ...completeAddress, phone: '+49 89 123' })).rejects.toMatchObject({
      message: 'validation.phone.length',
    });
    await expect(ddp.client.addresses.save(created.id, { ...completeAddress, phone: '' })).rejects.toMatchObject({
      message: 'validation.phone.required',
    });
    // Nothing refused was stored.
    expect((await ddp.client.addresses.get(created.id)).receivingTimes).toEqual(windows);
    await ddp.client.addresses.remove(created.id);
  });
});

describe('email and password', () => {
  it('mails a code only to the member’s own mailbox, checks it, and refuses a resend within a minute', async () => {
    const own = 'einkauf@gartenwelt-hoffmann.example';
    await ddp.client.email.sendCode({ email: own });
    await expect(ddp.client.email.sendCode({ email: own })).rejects.toMatchObject({ status: 429 });
    await expect(ddp.client.email.sendCode({ email: 'achats@jardins-du-sud.example' })).rejects.toMatchObject({ message: 'login.email.notBound' });
    await expect(ddp.client.email.checkCode({ email: own, code: '9999' })).rejects.toMatchObject({ message: 'login.code.verificationFailed' });
    const [mailed] = await server.db.query<{ code: string }>('SELECT code FROM verification_code WHERE target = $1', [`email:${own}`]);
    expect(await ddp.client.email.checkCode({ email: own, code: mailed!.code })).toBe(true);
  });

  it('changes the password with the old one; a wrong old password or a mismatch is refused', async () => {
    const fob = await loginAs(server, 'fob-buyer');
    await expect(fob.client.email.editPassword({ password: 'wrong', newpassword1: 'newpass1', newpassword2: 'newpass1' })).rejects.toMatchObject({
      message: 'validation.oldPassword.wrong',
    });
    await expect(fob.client.email.editPassword({ password: DEMO_PASSWORD, newpassword1: 'newpass1', newpassword2: 'other1' })).rejects.toMatchObject({
      message: 'validation.password.inconsistent',
    });
    await fob.client.email.editPassword({ password: DEMO_PASSWORD, newpassword1: 'newpass1', newpassword2: 'newpass1' });
    await expect(loginAs(server, 'fob-buyer')).rejects.toMatchObject({ status: 426 });
    await loginAs(server, 'fob-buyer', 'newpass1');
  });
});

describe('invoices', () => {
  it('answers the member’s invoice data and the invoices of delivered orders; requests one for another order', async () => {
    expect(await ddp.client.invoices.mine()).toMatchObject({ vatNo: 'DE812345678' });
    const [delivered] = await server.db.query<{ id: number; order_id: number }>(
      "SELECT i.id, i.order_id FROM order_invoice i JOIN app_user u ON u.id = i.user_id WHERE u.username = 'ddp-buyer' ORDER BY i.id LIMIT 1",
    );
    expect(await ddp.client.invoices.get(delivered!.id)).toMatchObject({ invoiceNo: expect.stringMatching(/^INV-KO/), fileLink: expect.stringMatching(/^\/admin\/sys-file\//) });
    const [placed] = await server.db.query<{ id: number }>(
      "SELECT o.id FROM store_order o JOIN app_user u ON u.id = o.user_id WHERE u.username = 'ddp-buyer' AND o.status = 0 LIMIT 1",
    );
    const added = (await ddp.client.invoices.add({ orderId: placed!.id, company: 'Gartenwelt Hoffmann GmbH', vatNo: 'DE812345678' })) as { id: number };
    expect(await ddp.client.invoices.get(added.id)).toMatchObject({ orderId: placed!.id, vatNo: 'DE812345678' });
  });
});
