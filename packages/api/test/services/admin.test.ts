// The admin shell's messages, trade-mode dictionary, logs and menus against a real server.
import { describe, expect, it } from 'vitest';
import { tradeModeLabel } from '../../src/client/index.js';
import { jsonOf, ok, pageOf, queryOf, rejection, withServer } from './support.js';

const server = withServer();

describe('messages', () => {
  it('reads the unread count, also when the backend writes it as text', async () => {
    const client = server.client('GET', '/admin/sysxxfsjl/xtxxsl', ok(7));
    await expect(client.messages.unreadCount()).resolves.toBe(7);
    server.client('GET', '/admin/sysxxfsjl/xtxxsl', ok('12'));
    await expect(client.messages.unreadCount()).resolves.toBe(12);
    server.client('GET', '/admin/sysxxfsjl/xtxxsl', ok('many'));
    expect((await rejection(client.messages.unreadCount())).kind).toBe('schema');
  });

  it('pages the inbox and marks messages read', async () => {
    const message = { id: 4, title: 'Order confirmed', readStatus: 0, sendStatus: 1 };
    const client = server.client('GET', '/admin/sysxxfsjl/my/pc', ok(pageOf([message])));
    server.client('POST', '/admin/sysxxfsjl/read', ok(true));
    await expect(
      client.messages.mine({ current: 1, size: 20, readStatus: 0 }),
    ).resolves.toMatchObject({ records: [message] });
    expect(queryOf(server.sent('GET', '/admin/sysxxfsjl/my/pc'))).toEqual({
      current: '1',
      size: '20',
      readStatus: '0',
    });
    await client.messages.markRead([4, 5]);
    expect(jsonOf(server.sent('POST', '/admin/sysxxfsjl/read'))).toEqual({ ids: [4, 5] });
  });

  it('deletes one message by id', async () => {
    const client = server.client('DELETE', '/admin/sysxxfsjl/4', ok(true));
    await expect(client.messages.remove(4)).resolves.toBe(true);
  });
});

describe('trade-mode dictionary', () => {
  const modes = [
    { value: '1', label: 'DDP' },
    { value: '2', label: 'FOB' },
  ];

  it('reads the myfs dictionary in the user’s language, by GET and by POST', async () => {
    const client = server.client('GET', '/admin/syspublicdict/typelang', ok(modes));
    server.client('POST', '/admin/syspublicdict/typelang', ok(modes));
    await expect(client.dictionaries.tradeModes('de')).resolves.toEqual(modes);
    await expect(client.dictionaries.tradeModesByPost('fr')).resolves.toEqual(modes);
    expect(queryOf(server.sent('GET', '/admin/syspublicdict/typelang'))).toEqual({
      langtype: 'myfs',
      lang: 'de',
    });
    expect(queryOf(server.sent('POST', '/admin/syspublicdict/typelang'))).toEqual({
      langtype: 'myfs',
      lang: 'fr',
    });
  });

  it('matches modeOfTrade to its label whether it arrives as number or text', () => {
    expect(tradeModeLabel(modes, 2)).toBe('FOB');
    expect(tradeModeLabel(modes, '1')).toBe('DDP');
    expect(tradeModeLabel([{ value: 1, label: 'DDP' }], '1')).toBe('DDP');
    expect(tradeModeLabel(modes, 3)).toBeUndefined();
    expect(tradeModeLabel(modes, null)).toBeUndefined();
  });
});

describe('logs and menus', () => {
  it('uploads the local error log as stored', async () => {
    const entry = {
      type: 'error',
      message: 'x is undefined',
      stack: 'at y',
      info: '',
      url: '/shopping',
      time: '2026-01-09 08:00:00',
    };
    const client = server.client('POST', '/admin/log/logs', ok(true));
    await client.logs.upload([entry]);
    expect(jsonOf(server.sent('POST', '/admin/log/logs'))).toEqual([entry]);
  });

  it('pages the server log', async () => {
    const client = server.client(
      'GET',
      '/admin/log/page',
      ok(pageOf([{ id: 1, type: '9', title: 'Login', requestUri: '/auth/oauth/token' }])),
    );
    await expect(client.logs.page({ current: 1, size: 10, type: '9' })).resolves.toMatchObject({
      total: 1,
    });
    expect(queryOf(server.sent('GET', '/admin/log/page'))).toEqual({
      current: '1',
      size: '10',
      type: '9',
    });
  });

  it('reads the menu tree and a menu’s labels per language', async () => {
    const tree = [
      {
        id: 1,
        label: 'System',
        path: '/admin',
        children: [{ id: 2, label: 'Users', path: '/admin/user/index' }],
      },
    ];
    const client = server.client('GET', '/admin/menu/tree', ok(tree));
    server.client(
      'GET',
      '/admin/menu/menulang/2',
      ok([{ menuId: 2, languageId: 3, name: 'Benutzer' }]),
    );
    await expect(client.menus.tree()).resolves.toEqual(tree);
    expect(queryOf(server.sent('GET', '/admin/menu/tree'))).toEqual({});
    await expect(client.menus.labels(2)).resolves.toEqual([
      { menuId: 2, languageId: 3, name: 'Benutzer' },
    ]);
  });

  it('updates the labels with PUT /admin/sysmenulang', async () => {
    const client = server.client('PUT', '/admin/sysmenulang', ok(true));
    await client.menus.updateLabels([{ menuId: 2, languageId: 4, name: 'Utilisateurs' }]);
    expect(jsonOf(server.sent('PUT', '/admin/sysmenulang'))).toEqual([
      { menuId: 2, languageId: 4, name: 'Utilisateurs' },
    ]);
  });
});
