// Every whole-screen story (title `Screens/…`) against its baseline: each screen's main story in two
// theme/language pairs that between them cover the long labels (German), CJK (Chinese), and the dark and light
// shells; its other states (errors, empty, a second tab) in the first pair, where a state looks different.
import { expect } from '@playwright/test';
import { showIn, storiesTitled, test } from './stories.js';

/** The pairs that add information: CJK on the light shell, the longest labels on the dark one. The other themes are
 *  covered by the gallery and the chrome in every theme, French by the language gallery (every part in four
 *  languages): a third pair of whole screens (cool/fr) cost about a minute of the test command and showed nothing those do not. */
const PAIRS = [
  { theme: 'hey', language: 'zh' },
  { theme: 'vip', language: 'de' },
] as const;

const screens = storiesTitled('Screens/');

for (const [index, { theme, language }] of PAIRS.entries()) {
  test.describe(`screens, ${theme}, ${language}`, () => {
    // A state shot in every pair would repeat the main story's theme and language once more per state, for nothing a
    // designer would not see in the main story. A state that pins its own globals (`German Vip`) shows those in any pair.
    const shown = screens.filter((s) => s.main || index === 0);
    for (const title of new Set(shown.map((s) => s.title))) {
      const [first, ...states] = shown.filter((s) => s.title === title);
      test(title, async ({ stories }) => {
        test.setTimeout(60_000 + states.length * 20_000);
        // A fresh document per screen: screens share the app's store and caches, which must not leak between them.
        // Its states follow in the same document, as a designer clicks through them in Storybook: each renders anew
        // (a fresh query cache, its own mock answers), and reloading the preview for each cost most of this run.
        const page = await stories.open(first!.id, { theme, language }, { fresh: true });
        await expect.soft(page, first!.name).toHaveScreenshot(['screens', `${theme}-${language}`, `${first!.id}.png`], { fullPage: true });
        for (const state of states) {
          await showIn(page, state.id);
          await expect.soft(page, state.name).toHaveScreenshot(['screens', `${theme}-${language}`, `${state.id}.png`], { fullPage: true });
        }
      });
    }
  });
}
