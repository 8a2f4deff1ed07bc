// Every answer says its type is the one it names; every page also forbids framing by other sites and sends only
// the origin across sites.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { openDatabase, type Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';

let db: Db;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openDatabase({ fromTemplate: true });
  await migrate(db);
  const staticDir = mkdtempSync(join(tmpdir(), 'kontor-headers-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Kontor</title>');
  app = createApp({ db, staticDir });
});
afterAll(() => db?.close());

describe('security headers', () => {
  it('a page forbids framing by other sites, sniffing and full referrers', async () => {
    for (const path of ['/login', '/shareShow?skuCode=SV02-105']) {
      const response = await app.request(path);
      expect(response.headers.get('Content-Type'), path).toContain('text/html');
      expect(response.headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'self'");
      expect(response.headers.get('X-Frame-Options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('Referrer-Policy'), path).toBe('strict-origin-when-cross-origin');
      // Partners load widgets, pictures and answers across origins: no policy keeps them from it.
      expect(response.headers.get('Cross-Origin-Resource-Policy'), path).toBeNull();
    }
  });

  it('an API answer and a refusal say their type is theirs, without the page-only headers', async () => {
    for (const path of ['/scgl/rfcategory/tree/qd/zy/2', '/scgl/rfstoreorder/my/page']) {
      const response = await app.request(path);
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
      expect(response.headers.get('Content-Security-Policy'), path).toBeNull();
    }
  });
});
