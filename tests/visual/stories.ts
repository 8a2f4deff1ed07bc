// Which stories the visual tests shoot, read from the story files with Storybook's own CSF parser (the same
// ids the built Storybook uses), and how to open one with fixed globals and deterministic fonts, rendered only:
// play functions and axe already ran in the story tests (vitest --project storybook), so they do not run here.
// Each worker keeps one loaded Storybook page per set of globals and switches stories inside it, as the
// Storybook UI does: loading the preview costs seconds, switching a story a fraction of one.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { SHOT_CONTEXT } from './context.js';

const storiesDir = fileURLToPath(new URL('../../stories', import.meta.url));

export interface StoryRef {
  id: string;
  title: string;
  name: string;
  /** The file's first story, or one tagged `all-pairs`: a whole page of its own, not another state of one. */
  main: boolean;
}

/** Stories of every `*.stories.tsx` under stories/ (sub-folders included) whose title starts with `prefix`. */
export function storiesTitled(prefix: string): StoryRef[] {
  return readdirSync(storiesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .sort()
    .flatMap((file) => {
      const csf = loadCsf(readFileSync(`${storiesDir}/${file}`, 'utf8'), { fileName: file, makeTitle: (title) => title }).parse();
      const title = csf.meta.title ?? '';
      return title.startsWith(prefix)
        ? csf.stories
            .map((story, index) => ({ story, ref: { id: story.id, title, name: story.name ?? story.id, main: index === 0 || (story.tags ?? []).includes('all-pairs') } }))
            // `interaction`: a story whose first render is another story's (its play makes the difference): no baseline.
            .filter(({ story }) => !(story.tags ?? []).includes('interaction'))
            .map(({ ref }) => ref)
        : [];
    });
}

/** Noto Sans CJK covers Latin and Chinese and is installed on every machine these baselines are made on. */
const FIXED_FONTS = `:root, [data-kontor-theme] { --kontor-font-body: "Noto Sans CJK SC", sans-serif !important; }
*, *::before, *::after { font-family: "Noto Sans CJK SC", sans-serif !important; }`;

/** Stories that default to dates relative to today (an ETA six weeks ahead) look the same every day. */
const TODAY = new Date('2026-01-15T09:30:00+01:00');

interface Recorder {
  /** Every render phase change and finish Storybook announced, oldest first. */
  events: { type: 'phase' | 'finished'; storyId?: string; status?: string }[];
  /** How many times the page's DOM changed: a part that draws in stages (a long cart's rows a batch per task, a
   *  screen's lower sections a task later) changes it after Storybook's last event. */
  mutations: number;
}

/** Runs before Storybook: catches its event channel when it is created and records renders as they happen. */
function recordStoryEvents() {
  const page = window as unknown as Recorder & { __STORYBOOK_ADDONS_CHANNEL__?: unknown };
  page.events = [];
  page.mutations = 0;
  new MutationObserver(() => (page.mutations += 1)).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: { on: (event: string, listener: (payload: { storyId?: string; status?: string }) => void) => void }) {
      channel = value;
      value.on('storyRenderPhaseChanged', () => page.events.push({ type: 'phase' }));
      value.on('storyFinished', (payload) => page.events.push({ type: 'finished', storyId: payload.storyId, status: payload.status }));
    },
  });
}

/** How long nothing may re-render a story before it counts as settled (a query answered by the mock worker
 *  renders again). */
const QUIET_MS = 150;

/** The longest a story may keep changing its DOM before it is shot anyway (the screenshot's own stability check
 *  then judges): a part that never stops changing must not hang the run. */
const DOM_QUIET_LIMIT_MS = 10_000;

const events = (page: Page) => page.evaluate(() => (window as unknown as Recorder).events);
const mutations = (page: Page) => page.evaluate(() => (window as unknown as Recorder).mutations);

/** Waits until `storyId` has finished rendering (after event number `from`) and nothing re-renders it for a moment. */
async function settle(page: Page, storyId: string, from: number): Promise<void> {
  const finished = async () => (await events(page)).slice(from).filter((event) => event.type === 'finished' && event.storyId === storyId);
  await expect.poll(async () => (await finished()).length, { timeout: 30_000, intervals: [50, 100, 200] }).toBeGreaterThan(0);
  let seen = -1;
  for (let count = (await events(page)).length; count !== seen; count = (await events(page)).length) {
    seen = count;
    await page.waitForTimeout(QUIET_MS);
  }
  expect((await finished()).at(-1)?.status, `${storyId} rendered`).toBe('success');
  // Then until its DOM is quiet too: a 100-line cart was shot with part of its rows, then all, and the full-page shots
  // never agreed before the timeout (vip/de, 28 Nov). A table still filling says so (aria-busy): on a loaded machine its
  // slices can come further apart than the quiet spell (hey/zh, 2 Dec).
  const deadline = Date.now() + DOM_QUIET_LIMIT_MS;
  await expect.poll(() => page.locator('table[aria-busy="true"]').count(), { timeout: DOM_QUIET_LIMIT_MS }).toBe(0);
  for (let count = await mutations(page), was = -1; count !== was && Date.now() < deadline; count = await mutations(page)) {
    was = count;
    await page.waitForTimeout(QUIET_MS);
  }
  await page.evaluate(() => document.fonts.ready);
  // A story that threw shows Storybook's error display instead of itself.
  await expect(page.locator('body')).not.toHaveClass(/sb-show-errordisplay/);
}

/** Switches the story shown in a loaded Storybook page, as its sidebar does, and waits until it has settled. */
export async function showIn(page: Page, storyId: string): Promise<Page> {
  const from = (await events(page)).length;
  await page.evaluate((id) => (window as unknown as { __STORYBOOK_PREVIEW__: { onSetCurrentStory(s: object): void } }).__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId: id, viewMode: 'story' }), storyId);
  await settle(page, storyId, from);
  return page;
}

const emptyStorage = (page: Page) =>
  page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

/** One browser context per worker, with one loaded Storybook page per set of globals in it (and one for fresh
 *  documents), kept for the worker's life. */
class StoryPages {
  private readonly pages = new Map<string, Page>();
  private context: BrowserContext | undefined;
  constructor(private readonly browser: Browser) {}

  /**
   * Shows a story with the given globals, rendered only: `embed=true` is Storybook's own switch that renders
   * without autoplaying play functions, `a11y.manual` keeps axe from running, and `snapshot` asks stories not to
   * change their look for their own checks (see .storybook/preview.tsx). `fresh` loads the story as a new document
   * with empty storage, for stories that share module state with others (whole screens use the app's one jotai store).
   */
  async open(storyId: string, globals: Record<string, string>, { fresh = false }: { fresh?: boolean } = {}): Promise<Page> {
    const globalsParam = [...Object.entries(globals).map(([key, value]) => `${key}:${value}`), 'a11y.manual:!true', 'snapshot:!true'].join(';');
    // A fresh document carries its globals in its URL, so one page serves every fresh story whatever its globals.
    const key = fresh ? 'fresh' : globalsParam;
    const loaded = this.pages.get(key);
    const url = `http://127.0.0.1:${process.env.KONTOR_VISUAL_PORT}/iframe.html?id=${storyId}&viewMode=story&embed=true&globals=${globalsParam}`;
    if (loaded && !loaded.isClosed()) {
      try {
        if (fresh) {
          // A new document, so the app's modules (its one store, its caches) start afresh; the context's HTTP cache
          // and compiled code stay. What a story kept in storage goes first, as it would in a new context.
          await emptyStorage(loaded);
          await loaded.goto(url);
          await loaded.addStyleTag({ content: FIXED_FONTS });
          await settle(loaded, storyId, 0);
        } else {
          await showIn(loaded, storyId);
        }
        return loaded;
      } catch {
        // A story that did not settle in a page other stories ran in gets one fresh context: if it fails there too,
        // that failure is reported.
        await this.context?.close();
        this.context = undefined;
        this.pages.clear();
      }
    }
    if (!this.context) {
      // One context for all of the worker's pages: a context per set of globals loaded Storybook's code cold each
      // time (ten themes of the chrome, three pairs of screens).
      this.context = await this.browser.newContext(SHOT_CONTEXT);
      await this.context.clock.setFixedTime(TODAY);
      await this.context.addInitScript(recordStoryEvents);
    }
    const page = await this.context.newPage();
    // The forced-colours global is what Windows high contrast looks like: Chromium emulates the media feature.
    if (globals.forcedColors === 'active') await page.emulateMedia({ forcedColors: 'active' });
    if (fresh) {
      // The worker's other pages share this context's storage: empty it from a small file of the same origin first.
      await page.goto(new URL('/favicon.svg', url).href);
      await emptyStorage(page);
    }
    await page.goto(url);
    await page.addStyleTag({ content: FIXED_FONTS });
    await settle(page, storyId, 0);
    this.pages.set(key, page);
    return page;
  }
}

/** Playwright's `test` with `stories`: opens a story (rendered, settled, fonts fixed) and gives back its page. */
export const test = base.extend<object, { stories: StoryPages }>({
  stories: [
    async ({ browser }, use) => {
      await use(new StoryPages(browser));
    },
    { scope: 'worker' },
  ],
});
