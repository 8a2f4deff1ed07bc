// Wraps every story in KontorProvider with the toolbar's theme, language and trade mode.
import type { Preview } from '@storybook/react-vite';
import { KontorProvider, THEMES, type ThemeName } from '@kontor/ui';
import type { Language } from '@kontor/api/rules';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: Object.keys(THEMES), dynamicTitle: true },
    },
    language: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: ['en', 'zh', 'de', 'fr'], dynamicTitle: true },
    },
    tradeMode: {
      description: 'Trade mode',
      toolbar: { title: 'Trade mode', icon: 'transfer', items: ['DDP', 'FOB'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'hey', language: 'en', tradeMode: 'DDP' },
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  tags: ['autodocs'],
  decorators: [
    (Story, { globals }) => (
      <KontorProvider theme={globals.theme as ThemeName} language={globals.language as Language}>
        <Story />
      </KontorProvider>
    ),
  ],
};
export default preview;
