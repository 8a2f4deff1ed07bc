// The theme gallery in each of the ten themes, and the language gallery, against their baselines.
import { expect } from '@playwright/test';
import { storiesTitled, test } from './stories.js';

for (const story of storiesTitled('Gallery/')) {
  // The ten-theme overview repeats the per-theme stories, as the four languages repeat the overview of all four;
  // the catalogue table is text, not looks.
  if (/--(all-themes|every-message|chinese|english|german|french)$/.test(story.id)) continue;
  test(`${story.title} / ${story.name}`, async ({ stories }) => {
    const page = await stories.open(story.id, { language: 'en' });
    await expect(page).toHaveScreenshot(['gallery', `${story.id}.png`], { fullPage: true });
  });
}
