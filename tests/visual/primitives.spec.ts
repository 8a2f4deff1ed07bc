// Every primitive story in the default theme (hey) in English against its baseline, and each primitive's main story
// in Chinese: a primitive's states differ in look, not in how CJK text sets, which its main story shows.
import { expect } from '@playwright/test';
import { storiesTitled, test } from './stories.js';

for (const language of ['en', 'zh'] as const) {
  test.describe(`primitives, hey, ${language}`, () => {
    for (const story of storiesTitled('Primitives/').filter((s) => language === 'en' || s.main)) {
      test(`${story.title} / ${story.name}`, async ({ stories }) => {
        const page = await stories.open(story.id, { theme: 'hey', language });
        await expect(page).toHaveScreenshot(['primitives', language, `${story.id}.png`], { fullPage: true });
      });
    }
  });
}
