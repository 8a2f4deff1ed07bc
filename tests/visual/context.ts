// The browser context every visual shot is taken in: the config's `use` and the worker's story pages share it.
import type { BrowserContextOptions } from '@playwright/test';

export const SHOT_CONTEXT = {
  viewport: { width: 1024, height: 720 },
  deviceScaleFactor: 1,
  colorScheme: 'light',
  locale: 'en-GB',
  timezoneId: 'Europe/Berlin',
} satisfies BrowserContextOptions;
