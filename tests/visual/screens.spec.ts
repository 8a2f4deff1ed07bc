// Every whole-screen story (title `Screens/…`) in three theme/language pairs that between them cover the long
// labels (German), CJK (Chinese), and the dark and light shells: against its baseline.
import { expect } from '@playwright/test';
import { storiesTitled, test } from './stories.js';

/** The pairs that add information; the other themes are covered by the gallery, the other languages by the parts. */
const PAIRS = [
  { theme: 'hey', language: 'zh' },
  { theme: 'vip', language: 'de' },
  { theme: 'cool', language: 'fr' },
] as const;

const screens = storiesTitled('Screens/');

for (const { theme, language } of PAIRS) {
  test.describe(`screens, ${theme}, ${language}`, () => {
    for (const story of screens) {
      test(`${story.title} / ${story.name}`, async ({ stories }) => {
        // A fresh page per screen: screens share the app's store and caches, which must not leak between them.
        const page = await stories.open(story.id, { theme, language }, { fresh: true });
        await expect(page).toHaveScreenshot(['screens', `${theme}-${language}`, `${story.id}.png`], { fullPage: true });
      });
    }
  });
}
