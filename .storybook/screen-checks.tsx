// The screens' guards (issue 34): every screen's main story rendered once at a phone's width in German, where
// nothing may stick out sideways, then read by axe's colour-contrast rule alone in each of the ten themes. A theme
// is only CSS variables, so switching the theme attribute on the screen's box re-colours it without rendering again.
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
 * viewport units see a 390 px phone, as the issue measured. Vitest's page holds the frame; it is given back after.
 */
function narrowFrame(): () => void {
  const frame = window.frameElement as HTMLElement | null;
  if (!frame) return () => {};
  const was = frame.style.width;
  frame.style.width = `${PHONE_WIDTH}px`;
  return () => void (frame.style.width = was);
}

/** What a screen shows wrong: sideways overflow at phone width, and text under AA contrast per theme. */
export async function checkScreen({ name, Story }: ScreenEntry): Promise<string[]> {
  const restoreFrame = narrowFrame();
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
  } finally {
    root.unmount();
    host.remove();
    restoreFrame();
  }
  return problems;
}
