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
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
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
