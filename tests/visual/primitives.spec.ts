// Every primitive story in the default theme (hey), in English and in Chinese, against its baseline.
import { expect } from '@playwright/test';
import { storiesTitled, test } from './stories.js';

for (const language of ['en', 'zh'] as const) {
  test.describe(`primitives, hey, ${language}`, () => {
    for (const story of storiesTitled('Primitives/')) {
      test(`${story.title} / ${story.name}`, async ({ stories }) => {
        const page = await stories.open(story.id, { theme: 'hey', language });
        await expect(page).toHaveScreenshot(['primitives', language, `${story.id}.png`], { fullPage: true });
      });
    }
  });
}
