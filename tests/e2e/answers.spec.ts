// The built shop checks every answer against the contract: one of the wrong shape never hangs a page silently, it
// shows the 500 state and lands in the error log; leaving the page leaves the error state.
import { expect, test } from './support/test.js';
import { signIn } from './support/session.js';

test('a malformed answer shows the error state and is recorded in the error log', async ({ page, baseURL, consoleProblems }) => {
  // The screen's boundary catches the contract's error, and React reports what a boundary caught.
  consoleProblems.allow(/^error: KontorApiError: /);
  await signIn(page, baseURL!);
  await page.route('**/scgl/rfsystemgroupdata/recommend**', (route) => route.fulfill({ json: { code: 0, msg: null, data: 'oops' } }));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '500' })).toBeVisible();
  const log = await page.evaluate(() => JSON.parse(localStorage.getItem('pigx-logsList') ?? '{}') as { content?: { message: string }[] });
  // The schema error's message: the status table's default text, the same the toast shows.
  expect(log.content?.map((entry) => entry.message)).toEqual(['Unknown system error, report to the administrator']);

  await page.unroute('**/scgl/rfsystemgroupdata/recommend**');
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page.getByRole('list', { name: 'Hot products' }).getByRole('article').first()).toBeVisible();
});
