// Wraps every story in KontorProvider with the toolbar's theme (10), language (4) and trade mode (DDP/FOB).
import { useContext, type ComponentType } from 'react';
import type { Preview } from '@storybook/react-vite';
import { COMPILED_MESSAGES, KontorProvider, registerCatalogue, THEME_NAMES, themeMessages, type ThemeName } from '@kontor/ui';
import { LANGUAGE_SWITCH_LABELS, LANGUAGES, TRADE_MODES, type Language, type TradeModeName } from '@kontor/api/rules';
import { configure } from 'storybook/test';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { NestedStory } from './nested-story.js';
import { startMockWorker } from './mocks/index.js';

// A part's code loads on first use (dialogs, menus, overlays), and in the story tests Vite transforms that chunk on
// its first request: on a loaded 2-core CI machine that took over the testing library's 1 s default for `findBy…`
// (the SearchOverlay dialog, 28 Nov). A find still fails, only later.
configure({ asyncUtilTimeout: 4000 });

// All four catalogues, registered by name: @kontor/ui is free of side effects (sideEffects: css only), so a built
// Storybook would otherwise drop the registering module and show the default (English, unformatted) texts.
for (const language of LANGUAGES) registerCatalogue(language, COMPILED_MESSAGES[language]);

export interface KontorGlobals {
  theme: ThemeName;
  language: Language;
  tradeMode: TradeModeName;
  /** Set by the visual tests (tests/visual): a play function that would change a story's look for its own
   *  checks (the galleries' tab-through) skips that, so the screenshot shows the story as it opens. */
  snapshot: boolean;
  /** `active` previews Windows high contrast: the visual tests emulate `(forced-colors: active)` for it
   *  (tests/visual/forced-colors.spec.ts); in a browser, DevTools › Rendering › forced-colors does the same. */
  forcedColors: 'none' | 'active';
}

function WithKontor({ Story, globals }: { Story: ComponentType; globals: KontorGlobals }) {
  if (useContext(NestedStory)) return <Story />;
  return (
    <KontorProvider theme={globals.theme} language={globals.language} tradeMode={TRADE_MODES[globals.tradeMode]}>
      <Story />
    </KontorProvider>
  );
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme of the shell and every part',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: THEME_NAMES.map((name) => ({ value: name, title: themeMessages[name].defaultMessage })),
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Shop language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({ value: language, title: LANGUAGE_SWITCH_LABELS[language] })),
        dynamicTitle: true,
      },
    },
    tradeMode: {
      description: 'Trade mode of the customer (FOB hides the pallet cart); stories read it from useTradeMode() or globals',
      toolbar: { title: 'Trade mode', icon: 'transfer', items: Object.keys(TRADE_MODES), dynamicTitle: true },
    },
    forcedColors: {
      description: 'Forced colours (Windows high contrast): emulated by the visual tests; in a browser use DevTools › Rendering',
      toolbar: {
        title: 'Forced colours',
        icon: 'contrast',
        items: [
          { value: 'none', title: 'Normal colours' },
          { value: 'active', title: 'Forced colours (emulate in DevTools › Rendering)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'hey', language: 'en', tradeMode: 'DDP', snapshot: false, forcedColors: 'none' } satisfies KontorGlobals,
  parameters: {
    // Every story's axe run includes WCAG 2.2's target size (2.5.8), which axe 4 leaves off by default.
    a11y: { test: 'error', options: { rules: { 'target-size': { enabled: true } } } },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  loaders: [mswLoader(startMockWorker)],
  tags: ['autodocs'],
  decorators: [(Story, { globals }) => <WithKontor Story={Story} globals={globals as KontorGlobals} />],
};
export default preview;
