// The galleries' parts: every primitive's gallery stories (found, not listed, so the galleries grow with the kit)
// and a swatch of the theme's shell colours.
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { composeStories } from '@storybook/react-vite';
import { FormattedMessage, galleryMessages, THEME_ATTRIBUTE, vars, type ThemeName } from '@kontor/ui';
import { NestedStory } from './nested-story.js';

type StoryFile = Parameters<typeof composeStories>[0];
/** What composeStories gives per story, as far as the gallery uses it. */
type ComposedStory = ComponentType & { storyName?: string; tags?: string[] };

// Vite wants literal globs: the same list twice.
const storyFiles = import.meta.glob<StoryFile>(['../stories/*.stories.tsx', '!../stories/Gallery*.stories.tsx', '!../stories/Themes*.stories.tsx'], {
  eager: true,
});
/** The files' text, for the order their stories are written in: a module namespace lists exports alphabetically. */
const storySources = import.meta.glob<string>(['../stories/*.stories.tsx', '!../stories/Gallery*.stories.tsx', '!../stories/Themes*.stories.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function writtenOrder(path: string): string[] {
  return [...(storySources[path] ?? '').matchAll(/^export const (\w+)\b/gm)].map((match) => match[1] ?? '');
}

export interface GalleryEntry {
  component: string;
  story: string;
  Story: ComponentType;
}

const PRIMITIVES = 'Primitives/';

/**
 * Per primitive (a story file titled `Primitives/…`): its stories tagged `gallery`, or else its first story
 * (as written in the file).
 * Play functions do not run here; the stories render in their initial state.
 */
export function galleryEntries(): GalleryEntry[] {
  return Object.entries(storyFiles)
    .filter(([, file]) => (file.default.title ?? '').startsWith(PRIMITIVES))
    .sort(([, a], [, b]) => (a.default.title ?? '').localeCompare(b.default.title ?? ''))
    .flatMap(([path, file]) => {
      const composed = composeStories(file) as Record<string, ComposedStory>;
      const stories = writtenOrder(path).map((name) => composed[name]).filter((story): story is ComposedStory => story !== undefined);
      const tagged = stories.filter((story) => story.tags?.includes('gallery'));
      return (tagged.length ? tagged : stories.slice(0, 1)).map((Story) => ({
        component: (file.default.title ?? '').slice(PRIMITIVES.length),
        story: Story.storyName ?? '',
        Story,
      }));
    });
}

/** Wrapping rows of cells at least 280px wide; a part wider than its cell (a table) scrolls inside it. The padding
 *  leaves room for focus rings, which the scrolling box would otherwise cut off. */
const grid: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'flex-start' };
const cellBox: CSSProperties = { flex: '1 1 280px', minWidth: 0, overflowX: 'auto', padding: vars.space.xs };
const label: CSSProperties = { margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted };

/** Every primitive's gallery stories, each under its component's name. */
export function PrimitiveGrid() {
  return (
    <div style={grid}>
      {galleryEntries().map(({ component, story, Story }) => (
        <section key={`${component}/${story}`} data-gallery-cell={component} style={cellBox}>
          <h3 style={label}>{component}</h3>
          <NestedStory.Provider value>
            <Story />
          </NestedStory.Provider>
        </section>
      ))}
    </div>
  );
}

const cell = (style: CSSProperties): CSSProperties => ({ padding: `${vars.space.sm} ${vars.space.lg}`, ...style });

/** The shell's colours as the theme defines them: logo, header, sidebar with an active item, tabs. */
export function ShellSwatch() {
  const { shell } = vars;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '180px 1fr', background: shell.backdrop, borderRadius: vars.radius.lg, overflow: 'hidden' }}>
      <div style={cell({ background: shell.logoBg, color: shell.logoText, fontWeight: vars.fontWeight.bold })}>
        <FormattedMessage {...galleryMessages.logo} />
      </div>
      <div style={cell({ background: shell.headerBg, color: shell.headerText })}>
        <FormattedMessage {...galleryMessages.header} />
      </div>
      <div style={{ background: shell.sidebarBg, color: shell.sidebarText, paddingBlock: vars.space.sm }}>
        <div style={cell({})}>
          <FormattedMessage {...galleryMessages.menuItem} />
        </div>
        <div style={cell({ background: shell.activeBg, color: shell.activeText, boxShadow: shell.activeBarShadow })}>
          <FormattedMessage {...galleryMessages.activeItem} />
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'start', gap: vars.space.xs, background: shell.tabsBg, color: shell.tabsText, borderBottom: `${vars.border.width} solid ${shell.tabsBorder}` }}>
        <span style={cell({})}>
          <FormattedMessage {...galleryMessages.tab} />
        </span>
        <span style={cell({ background: shell.tabsActiveBg, color: shell.tabsActiveText })}>
          <FormattedMessage {...galleryMessages.activeTab} />
        </span>
      </div>
    </div>
  );
}

/** A subtree in one theme (through the theme attribute), on the theme's page colours. */
export function ThemeScope({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  return (
    <div
      {...{ [THEME_ATTRIBUTE]: theme }}
      style={{
        background: vars.color.background,
        color: vars.color.text,
        fontFamily: vars.font.body,
        padding: vars.space.xl,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: vars.space.xl,
      }}
    >
      {children}
    </div>
  );
}
