// What the widget stories share: the settings an element's attributes would give, from the toolbar's language and
// theme, with the mock backend (.storybook/mocks/widgets.handlers.ts) on the Storybook origin as the shop.
import type { Language } from '@kontor/api/rules';
import type { ThemeName } from '@kontor/ui';
import type { WidgetSettings } from '../../packages/widgets/src/runtime/settings.js';

export function storySettings(globals: Record<string, unknown>, sku: string | null = null): WidgetSettings {
  return {
    language: (globals.language as Language | undefined) ?? 'en',
    theme: (globals.theme as ThemeName | undefined) ?? 'hey',
    color: null,
    apiBase: `${window.location.origin}/`,
    sku,
  };
}
