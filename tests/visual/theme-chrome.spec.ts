// The chrome every page wears, in each of the ten themes: the storefront's header and the admin shell (top bar,
// sidebar, tags, the page's ground). The screens are shot in three themes only, which let a whole theme break
// unseen (Starry sky's see-through header, issue 34); the themes differ in exactly these parts.
import { expect } from '@playwright/test';
import { THEME_NAMES } from '../../packages/ui/src/theme/themes.js';
import { storiesTitled, test } from './stories.js';

const [storefront] = storiesTitled('Screens/StorefrontChrome');
const [shell] = storiesTitled('Screens/AdminShell');

for (const theme of THEME_NAMES) {
  test.describe(`chrome, ${theme}`, () => {
    test('storefront header', async ({ stories }) => {
      const page = await stories.open(storefront!.id, { theme, language: 'en' }, { fresh: true });
      await expect(page.getByRole('banner')).toHaveScreenshot(['chrome', theme, 'storefront-header.png']);
    });

    test('admin shell', async ({ stories }) => {
      const page = await stories.open(shell!.id, { theme, language: 'en' }, { fresh: true });
      await expect(page).toHaveScreenshot(['chrome', theme, 'admin-shell.png']);
    });
  });
}
