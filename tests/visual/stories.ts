// Which stories the visual tests shoot, read from the story files with Storybook's own CSF parser (the same
// ids the built Storybook uses), and how to open one with fixed globals and deterministic fonts, rendered only:
// play functions and axe already ran in the story tests (vitest --project storybook), so they do not run here.
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

/** Stories of every `*.stories.tsx` under stories/ (sub-folders included) whose title starts with `prefix`. */
export function storiesTitled(prefix: string): StoryRef[] {
  return readdirSync(storiesDir, { recursive: true, encoding: 'utf8' })
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

/** Stories that default to dates relative to today (an ETA six weeks ahead) look the same every day. */
const TODAY = new Date('2026-01-15T09:30:00+01:00');

interface Recorder {
  /** Every render phase change and finish Storybook announced, oldest first. */
  events: { type: string; status?: string }[];
}

/** Runs before Storybook: catches its event channel when it is created and records renders as they happen. */
function recordStoryEvents() {
  const page = window as unknown as Recorder & { __STORYBOOK_ADDONS_CHANNEL__?: unknown };
  page.events = [];
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on: (event: string, listener: (payload: { status?: string }) => void) => void }) {
      channel = value;
      value.on('storyRenderPhaseChanged', () => page.events.push({ type: 'phase' }));
      value.on('storyFinished', (payload) => page.events.push({ type: 'finished', status: payload.status }));
    },
  });
}

/** How long nothing may re-render a story before it counts as settled (globals from the URL may start a
 *  second render; a query answered by the mock worker a third). */
const QUIET_MS = 150;

/**
 * Opens a story alone (iframe) with the given globals and waits until it has rendered and nothing re-renders
 * it for a moment. `embed=true` is Storybook's own switch that renders a story without autoplaying its play
 * function (the story tests run those); `a11y.manual` keeps axe from running. A story that threw fails here
 * instead of being shot half-done.
 */
export async function openStory(page: Page, id: string, globals: Record<string, string>): Promise<void> {
  // `snapshot` asks stories not to change their look for their own checks (see .storybook/preview.tsx).
  const globalsParam = [...Object.entries(globals).map(([key, value]) => `${key}:${value}`), 'a11y.manual:!true', 'snapshot:!true'].join(';');
  await page.clock.setFixedTime(TODAY);
  await page.addInitScript(recordStoryEvents);
  await page.goto(`http://127.0.0.1:${process.env.KONTOR_VISUAL_PORT}/iframe.html?id=${id}&viewMode=story&embed=true&globals=${globalsParam}`);
  await page.addStyleTag({ content: FIXED_FONTS });
  const events = () => page.evaluate(() => (window as unknown as Recorder).events);
  await expect.poll(async () => (await events()).some((event) => event.type === 'finished'), { timeout: 30_000, intervals: [50, 100, 200] }).toBe(true);
  let seen = -1;
  for (let count = (await events()).length; count !== seen; count = (await events()).length) {
    seen = count;
    await page.waitForTimeout(QUIET_MS);
  }
  const finished = (await events()).filter((event) => event.type === 'finished');
  expect(finished.at(-1)?.status, 'the story rendered').toBe('success');
  await page.evaluate(() => document.fonts.ready);
  // A story that threw shows Storybook's error display instead of itself.
  await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
}
