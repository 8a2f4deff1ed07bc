// The packages as the shop team gets them: a new Vite + React app on the packed @kontor/ui and @kontor/api renders
// the provider, a Button and the load gauge in German, without one console error.
import { createReadStream, existsSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { expect, test } from './support/test.js';
import { buildConsumerApp } from '../../scripts/consumer-app.mjs';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
let server: Server;
let origin: string;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const built = buildConsumerApp();
  dir = built.dir;
  const { dist } = built;
  server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!existsSync(file)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(dir, { recursive: true, force: true });
});

test('a fresh app on the packed packages shows the German texts without a console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(origin);
  const gauge = page.getByTestId('gauge-20');
  await expect(gauge).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('group', { name: 'Containerbeladung' })).toBeVisible();
  await expect(gauge.getByRole('meter', { name: /Volumen/ })).toBeVisible();
  await page.getByRole('button', { name: '+10' }).click();
  await expect(page.getByTestId('quantity')).toHaveText('20');
  expect(problems).toEqual([]);
});
