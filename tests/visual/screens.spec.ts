// Every whole-screen story (title `Screens/…`) against its baseline: each screen's main story in three
// theme/language pairs that between them cover the long labels (German), CJK (Chinese), and the dark and light
// shells; its other states (errors, empty, a second tab) in the first pair, where a state looks different.
import { expect } from '@playwright/test';
import { storiesTitled, test } from './stories.js';

/** The pairs that add information; the other themes are covered by the gallery, the other languages by the parts. */
const PAIRS = [
  { theme: 'hey', language: 'zh' },
  { theme: 'vip', language: 'de' },
  { theme: 'cool', language: 'fr' },
] as const;

const screens = storiesTitled('Screens/');

for (const [index, { theme, language }] of PAIRS.entries()) {
  test.describe(`screens, ${theme}, ${language}`, () => {
    // A state shot in every pair would repeat the main story's theme and language once more per state: a few
    // seconds of a fresh Storybook document each, most of the test command's visual time, for nothing a designer
    // would not see in the main story. A state that pins its own globals (`German Vip`) shows those in any pair.
    for (const story of screens.filter((s) => s.main || index === 0)) {
      test(`${story.title} / ${story.name}`, async ({ stories }) => {
        // A fresh document per screen: screens share the app's store and caches, which must not leak between them.
        const page = await stories.open(story.id, { theme, language }, { fresh: true });
        await expect(page).toHaveScreenshot(['screens', `${theme}-${language}`, `${story.id}.png`], { fullPage: true });
      });
    }
  });
}
