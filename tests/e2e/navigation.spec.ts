// Client-side navigation as a browser does it for loaded pages: the title names the new page, the focus is on its
// heading (what a screen reader then reads), and back returns to where the long page was left.
import { expect, test } from './support/test.js';
import { signIn } from './support/session.js';

test('a header link names the page and focuses its heading; back returns to where the home page was left', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto('/?lang=en');
  // The home page drawn to its end (its lower sections come in steps, index.html's first screen gone).
  await expect(page.getByRole('list', { name: 'Popular products' }).getByRole('article').first()).toBeVisible();
  // The first load is named too, without the focus taken from the document's start.
  await expect(page).toHaveTitle('Home · Kontor');
  await expect(page.locator('main h1')).not.toBeFocused();
  // Then scrolled well down.
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  // The header stays in view (sticky): clicking its link scrolls nothing first.
  const brands = page.getByRole('banner').getByRole('link', { name: 'Brands' });
  await expect(brands).toBeInViewport();
  const left = await page.evaluate(() => window.scrollY);

  await brands.click();
  await expect(page).toHaveURL(/\/product$/);
  await expect(page).toHaveTitle('Brands · Kontor');
  await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveTitle('Home · Kontor');
  // Back where it was left, the focus on the link it was left by (the heading is far above): Tab goes on from there.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  await expect(brands).toBeFocused();
});

test('back from a product to a long list returns the focus to the product’s link, in view, not to the heading far above', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  await page.goto('/search?searchWord=teak&lang=en');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.nth(5)).toBeVisible();
  const link = cards.nth(5).getByRole('link').first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/detail\?id=/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.goBack();
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
});

test('a category, a family and a whole container are named by what they show, as their heading is', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  for (const path of ['/classification?id=111&lang=de', '/family?id=1&lang=fr', '/CaDetail?id=1&lang=en']) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    // The heading shows the subject's own name once its data is there, not the page kind's.
    await expect(heading).not.toHaveText(/^(Kategorie|Série|Famille|Whole container|Ganzer Container)$/);
    await expect(page, path).toHaveTitle(`${(await heading.innerText()).trim()} · Kontor`);
  }
});

test('a part of a page whose code is gone since the page loaded (a new deploy) loads the page afresh, once', async ({ page, baseURL, consoleProblems }) => {
  consoleProblems.allow(/status of 404|dynamically imported module|Unable to preload CSS|An error occurred in the <Lazy> component|The above error occurred/);
  await signIn(page, baseURL!, 'ddp-buyer');
  // The addresses section's chunk answers 404, as an old chunk does after a deploy, to the page that has it (its
  // preload and its import); the fresh page gets it.
  let gone = 2;
  await page.route(/\/assets\/AddressesSection-[^/]+\.js$/, async (route) => {
    if (gone <= 0) return route.fallback();
    gone -= 1;
    await route.fulfill({ status: 404, body: 'Not found' });
  });
  await page.goto('/personal?lang=en');
  await expect(page.getByTestId('order-row').first()).toBeVisible();
  await page.waitForLoadState('load');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('tab', { name: 'Addresses' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/personal\?.*tab=addresses/);
  await expect(page.getByTestId('address-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '500' })).toHaveCount(0);
});

test('the first Tab on a shop page offers to skip the header, and the next one is in the page’s content', async ({ page, baseURL }) => {
  await signIn(page, baseURL!);
  for (const path of ['/classification?id=11&lang=de', '/productPageParts?lang=en']) {
    await page.goto(path);
    await expect(page.locator('#root[data-ready]')).toBeAttached();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /^(Zum Inhalt springen|Skip to content)$/ });
    await expect(skip, path).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // Past the header's dozen stops: the focus is inside the page's main landmark.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null), { message: path }).toBe(true);
  }
});
