// Which stories the visual tests shoot, read from the story files with Storybook's own CSF parser (the same
// ids the built Storybook uses), and how to open one with fixed globals and deterministic fonts.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';
import { expect, type Page } from '@playwright/test';

const storiesDir = fileURLToPath(new URL('../../stories', import.meta.url));

export interface StoryRef {
  id: string;
  title: string;
  name: string;
}

export function storiesTitled(prefix: string): StoryRef[] {
  return readdirSync(storiesDir)
    .filter((file) => file.endsWith('.stories.tsx'))
    .sort()
    .flatMap((file) => {
      const csf = loadCsf(readFileSync(`${storiesDir}/${file}`, 'utf8'), { fileName: file, makeTitle: (title) => title }).parse();
      const title = csf.meta.title ?? '';
      return title.startsWith(prefix) ? csf.stories.map((story) => ({ id: story.id, title, name: story.name ?? story.id })) : [];
    });
}

/** Noto Sans CJK covers Latin and Chinese and is installed on every machine these baselines are made on. */
const FIXED_FONTS = `:root, [data-kontor-theme] { --kontor-font-body: "Noto Sans CJK SC", sans-serif !important; }
*, *::before, *::after { font-family: "Noto Sans CJK SC", sans-serif !important; }`;

type Preview = { currentRender?: { phase?: string } };

/** Stories that default to dates relative to today (an ETA six weeks ahead) look the same every day. */
const TODAY = new Date('2026-01-15T09:30:00+01:00');

/** Opens a story alone (iframe) with the given globals and waits until it has rendered and played. */
export async function openStory(page: Page, id: string, globals: Record<string, string>): Promise<void> {
  // axe runs in the story tests; here it would only slow every page down. `snapshot` asks play functions not to
  // change the look for their own checks (see .storybook/preview.tsx).
  const globalsParam = [...Object.entries(globals).map(([key, value]) => `${key}:${value}`), 'a11y.manual:!true', 'snapshot:!true'].join(';');
  await page.clock.setFixedTime(TODAY);
  await page.goto(`http://127.0.0.1:${process.env.KONTOR_VISUAL_PORT}/iframe.html?id=${id}&viewMode=story&globals=${globalsParam}`);
  await page.addStyleTag({ content: FIXED_FONTS });
  await page.waitForFunction(() => (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished', null, {
    timeout: 30_000,
  });
  await page.evaluate(() => document.fonts.ready);
  // A story that threw shows Storybook's error display instead of itself.
  await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
}
