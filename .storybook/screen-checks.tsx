// The screens' guards (issues 34, 32): every screen's main story rendered once at a phone's width in German, where
// nothing may stick out sideways, then read by axe's colour-contrast rule alone in each of the ten themes. A theme
// is only CSS variables, so switching the theme attribute on the screen's box re-colours it without rendering again.
// Pointer targets (WCAG 2.2 2.5.8) are read once at the phone's width and once at a desktop's: themes change colours
// only, never sizes or spacing, so one theme stands for all ten.
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import axe from 'axe-core';
import { composeStories } from '@storybook/react-vite';
import { THEME_ATTRIBUTE, THEME_NAMES, vars } from '@kontor/ui';

type StoryFile = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { storyName?: string; tags?: string[]; load: () => Promise<void> };

// Vite wants literal globs: the same list twice (the files, and their text for the order stories are written in).
const storyFiles = import.meta.glob<StoryFile>(['../stories/**/*.stories.tsx', '!../stories/ScreenChecks.stories.tsx'], { eager: true });
const storySources = import.meta.glob<string>(['../stories/**/*.stories.tsx', '!../stories/ScreenChecks.stories.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The phone the issue measured on (an iPhone 12-15 is 390 px wide). */
export const PHONE_WIDTH = 390;
/** The desktop the visual shots and Lighthouse's desktop run use. */
export const DESKTOP_WIDTH = 1280;

export interface ScreenEntry {
  name: string;
  Story: ComposedStory;
}

/** Each `Screens/…` file's main story (its first as written, and any tagged `all-pairs`), as the visual shots pick them. */
export function screenEntries(): ScreenEntry[] {
  return Object.entries(storyFiles)
    .filter(([, file]) => (file.default.title ?? '').startsWith('Screens/'))
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, file]) => {
      // German: the longest labels, the likeliest to push a phone's layout sideways.
      const composed = composeStories(file, { initialGlobals: { language: 'de' } }) as Record<string, ComposedStory>;
      const written = [...(storySources[path] ?? '').matchAll(/^export const (\w+)\b/gm)].map((match) => match[1] ?? '');
      return written
        .map((name) => composed[name])
        .filter((story, index): story is ComposedStory => story !== undefined && (index === 0 || (story.tags ?? []).includes('all-pairs')))
        .map((Story) => ({ name: `${file.default.title} / ${Story.storyName}`, Story }));
    });
}

/** Until the screen's DOM has been still for a moment (its queries answered), at most a few seconds. */
async function settled(host: HTMLElement): Promise<void> {
  let changes = 0;
  const observer = new MutationObserver(() => (changes += 1));
  observer.observe(host, { subtree: true, childList: true, attributes: true, characterData: true });
  const deadline = Date.now() + 4000;
  for (let seen = -1; seen !== changes && Date.now() < deadline; ) {
    seen = changes;
    await new Promise((done) => setTimeout(done, 250));
  }
  observer.disconnect();
}

/** The element reaching furthest past the box's right edge, named by tag and classes, for the report. */
function widest(host: HTMLElement): string {
  let worst: { element: Element; right: number } | undefined;
  for (const element of host.querySelectorAll('*')) {
    const { right } = element.getBoundingClientRect();
    if (right > (worst?.right ?? host.getBoundingClientRect().right + 1)) worst = { element, right };
  }
  return worst ? [worst.element.tagName.toLowerCase(), ...worst.element.classList].join('.') : 'nothing';
}

/**
 * The story tests' frame is 414 px wide: narrowed to the phone's width while a screen renders, so media queries and
 * viewport units see a 390 px phone, as the issue measured, then widened to a desktop's for the target sizes.
 * Vitest's page holds the frame; it is given back after.
 */
function narrowFrame(): { widen: (width: number) => void; restore: () => void } {
  const frame = window.frameElement as HTMLElement | null;
  const was = frame?.style.width ?? '';
  const widen = (width: number) => void (frame && (frame.style.width = `${width}px`));
  widen(PHONE_WIDTH);
  return { widen, restore: () => void (frame && (frame.style.width = was)) };
}

/** axe's target-size rule (off by default in axe 4: it is WCAG 2.2), each target too small and too close. */
async function targetSizeProblems(host: HTMLElement, label: string): Promise<string[]> {
  const result = await axe.run(host, { runOnly: { type: 'rule', values: ['target-size'] }, resultTypes: ['violations'] });
  return result.violations
    .flatMap((violation) => violation.nodes)
    .map((node) => `${label}: ${node.target.join(' ')}: ${node.any.map((check) => check.message).join(' / ') || node.failureSummary || ''}`);
}

/** What a screen shows wrong: sideways overflow at phone width, text under AA contrast per theme, small targets. */
export async function checkScreen({ name, Story }: ScreenEntry): Promise<string[]> {
  const frame = narrowFrame();
  const host = document.createElement('div');
  // The screen's "document": a phone-wide box on the theme's page colour (axe reads the colours behind text).
  Object.assign(host.style, { width: `${PHONE_WIDTH}px`, background: vars.color.background, color: vars.color.text });
  document.body.append(host);
  const root = createRoot(host);
  const problems: string[] = [];
  try {
    await Story.load();
    root.render(<Story />);
    await settled(host);
    if (host.scrollWidth > PHONE_WIDTH) problems.push(`${name}: ${host.scrollWidth} px wide at ${PHONE_WIDTH} px (widest: ${widest(host)})`);
    for (const theme of THEME_NAMES) {
      host.setAttribute(THEME_ATTRIBUTE, theme);
      const result = await axe.run(host, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] });
      for (const node of result.violations.flatMap((violation) => violation.nodes))
        problems.push(`${name}, ${theme}: ${node.target.join(' ')}: ${node.any[0]?.message ?? node.failureSummary ?? ''}`);
    }
    problems.push(...(await targetSizeProblems(host, `${name}, ${PHONE_WIDTH} px`)));
    // The same render widened: the desktop layout's targets (inline rows, toolbars) differ from the phone's.
    frame.widen(DESKTOP_WIDTH);
    host.style.width = `${DESKTOP_WIDTH}px`;
    await settled(host);
    // A frame that did not widen would pass the phone's layout off as the desktop's.
    if (window.innerWidth !== DESKTOP_WIDTH) problems.push(`${name}: the frame is ${window.innerWidth} px, not ${DESKTOP_WIDTH} px`);
    problems.push(...(await targetSizeProblems(host, `${name}, ${DESKTOP_WIDTH} px`)));
  } finally {
    root.unmount();
    host.remove();
    frame.restore();
  }
  return problems;
}
