import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKontorClient } from '@kontor/api/client';
import { startServer, type RunningServer } from '../src/server.js';
import { readConfig } from '../src/config.js';

let running: RunningServer;
beforeAll(async () => {
  running = await startServer({ ...readConfig({}), port: 0, host: '127.0.0.1', inMemory: true, logRequests: false });
});
afterAll(() => running.close());

describe('GET /scgl/rfcategory/tree/qd/zy/{languageId}', () => {
  it('returns the seeded three-level tree in the asked language through the real client', async () => {
    const client = createKontorClient({ baseUrl: running.url });
    const de = await client.categories.tree(3);
    expect(de.map((n) => n.label)).toContain('Gartenmöbel');
    const outdoor = de.find((n) => n.label === 'Gartenmöbel')!;
    expect(outdoor.children?.[0]?.children?.[0]?.label).toBe('Aluminiumtische');
    const zh = await client.categories.tree(1);
    expect(zh[0]?.label).toBe('户外家具');
  });

  it('answers an unknown language with 404 in the envelope', async () => {
    const res = await fetch(`${running.url}/scgl/rfcategory/tree/qd/zy/9`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 1, msg: expect.any(String) });
  });
});
