// Email, product questions, sharing and parts-service posts against a real server.
import { describe, expect, it } from 'vitest';
import { testClient } from '../support/client.js';
import { jsonOf, ok, pageOf, queryOf, rejection, withServer } from './support.js';

const server = withServer();

describe('email', () => {
  it('mails a code and checks it, both as query', async () => {
    const client = server.client('GET', '/scgl/email/send/code', ok(true));
    server.client('GET', '/scgl/email/send/valid', ok(true));
    await client.email.sendCode({ email: 'anna@huber.example' });
    await client.email.checkCode({ email: 'anna@huber.example', code: 'AB12' });
    expect(queryOf(server.sent('GET', '/scgl/email/send/code'))).toEqual({
      email: 'anna@huber.example',
    });
    expect(queryOf(server.sent('GET', '/scgl/email/send/valid'))).toEqual({
      email: 'anna@huber.example',
      code: 'AB12',
    });
  });

  it('changes the password at the path with its trailing slash', async () => {
    const client = server.client('POST', '/scgl/email/edit/password/', ok(true));
    const form = { password: 'old-secret', newpassword1: 'new-secret', newpassword2: 'new-secret' };
    await expect(client.email.editPassword(form)).resolves.toBe(true);
    expect(jsonOf(server.sent('POST', '/scgl/email/edit/password/'))).toEqual(form);
  });

  it('rejects a business error (code 1) with the server’s message', async () => {
    const client = server.client('POST', '/scgl/email/edit/password/', {
      json: { code: 1, msg: 'Old password wrong', data: null },
    });
    const error = await rejection(
      client.email.editPassword({ password: 'x', newpassword1: 'abcdef', newpassword2: 'abcdef' }),
    );
    expect([error.kind, error.message]).toEqual(['business', 'Old password wrong']);
  });
});

describe('questions and sharing', () => {
  it('reads the questions and answers of a SKU', async () => {
    const question = {
      id: 3,
      skuCode: 'SKU-70012',
      content: 'Is the frame rust-free?',
      answer: 'Yes, aluminium.',
    };
    const client = server.client(
      'POST',
      '/scgl/question/getQuestionAndAnswerBySkuCode',
      ok([question]),
    );
    await expect(client.questions.bySku({ skuCode: 'SKU-70012', languageId: 2 })).resolves.toEqual([
      question,
    ]);
    expect(jsonOf(server.sent('POST', '/scgl/question/getQuestionAndAnswerBySkuCode'))).toEqual({
      skuCode: 'SKU-70012',
      languageId: 2,
    });
  });

  it('closes a question by id and shares a product by email', async () => {
    const client = server.client('POST', '/scgl/question/closeQuestionById', ok(true));
    server.client('POST', '/scgl/question/emailSend', ok(true));
    await client.questions.close(3);
    const share = {
      senderName: 'Anna',
      senderEmail: 'anna@huber.example',
      inviteeEmail: 'max@huber.example',
      skuCode: 'SKU-70012',
    };
    await client.questions.shareByEmail(share);
    expect(jsonOf(server.sent('POST', '/scgl/question/closeQuestionById'))).toEqual({ id: 3 });
    expect(jsonOf(server.sent('POST', '/scgl/question/emailSend'))).toEqual(share);
  });

  it('reads a share link and rejects one that is not text', async () => {
    const client = server.client(
      'POST',
      '/scgl/question/getShareUrl',
      ok('https://shop.example/shareShow?id=9'),
    );
    await expect(client.questions.shareUrl('SKU-70012')).resolves.toBe(
      'https://shop.example/shareShow?id=9',
    );
    server.client('POST', '/scgl/question/getShareUrl', ok({ link: 1 }));
    expect((await rejection(client.questions.shareUrl('SKU-70012'))).kind).toBe('schema');
  });

  it('records a share visit quietly: a refused record is no news to the visitor', async () => {
    server.client('POST', '/scgl/share/saveShareVisitData', {
      status: 404,
      json: { code: 1, msg: 'Resource does not exist', data: null },
    });
    const { client, toasts } = testClient(server.url);
    const visit = { skuCode: 'SKU-70012', share: 'no-such-share', url: 'https://shop.example/shareShow' };
    expect((await rejection(client.share.saveVisit(visit))).status).toBe(404);
    expect(toasts).toEqual([]);
  });

  it('reads the 3D model of a SKU, null when it has none', async () => {
    const client = server.client('POST', '/scgl/threed/getThreedBySkucode', ok(null));
    await expect(client.share.threeD('SKU-70012')).resolves.toBeNull();
    expect(jsonOf(server.sent('POST', '/scgl/threed/getThreedBySkucode'))).toEqual({
      skuCode: 'SKU-70012',
    });
  });
});

describe('service posts', () => {
  const post = {
    id: 12,
    title: 'Missing screws',
    serviceStatus: 0,
    createTime: '2026-01-09 08:00:00',
  };

  it('pages the posts with the query and reads the responses of one', async () => {
    const client = server.client('GET', '/scgl/servicePost/page', ok(pageOf([post], 1)));
    server.client(
      'POST',
      '/scgl/servicePost/getServiceResponse',
      ok([{ content: 'Sent today', responder: 'Service' }]),
    );
    await expect(
      client.servicePosts.page({ current: 1, size: 10, serviceStatus: 0 }),
    ).resolves.toMatchObject({ records: [post] });
    expect(queryOf(server.sent('GET', '/scgl/servicePost/page'))).toEqual({
      current: '1',
      size: '10',
      serviceStatus: '0',
    });
    await expect(client.servicePosts.responses(12)).resolves.toEqual([
      { content: 'Sent today', responder: 'Service' },
    ]);
    expect(jsonOf(server.sent('POST', '/scgl/servicePost/getServiceResponse'))).toEqual({ id: 12 });
  });

  it('rates a post', async () => {
    const client = server.client('POST', '/scgl/servicePost/evaluation', ok(true));
    await client.servicePosts.evaluate({ id: 12, evaluation: 5, content: 'Fast' });
    expect(jsonOf(server.sent('POST', '/scgl/servicePost/evaluation'))).toEqual({
      id: 12,
      evaluation: 5,
      content: 'Fast',
    });
  });
});
