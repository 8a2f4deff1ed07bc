// Forced colours (Windows high contrast) on the controls whose states were drawn with fills and shadows: each
// keeps a visible focus ring (focusing it changes the picture) and its borders, selection and disabled look
// (against its baseline).
import { expect } from '@playwright/test';
import { test } from './stories.js';

const FOCUSABLE = ['primitives-button--primary', 'primitives-checkbox--default', 'primitives-radiogroup--default', 'primitives-switch--on', 'primitives-select--default', 'primitives-textfield--default', 'primitives-menu--default', 'primitives-tabs--default'];
const STILL = ['primitives-button--disabled', 'primitives-textfield--disabled', 'primitives-checkbox--indeterminate', 'primitives-textfield--invalid'];

test.describe('forced colours, hey, en', () => {
  for (const id of FOCUSABLE) {
    test(`${id} shows its focus ring`, async ({ stories }) => {
      const page = await stories.open(id, { theme: 'hey', language: 'en', forcedColors: 'active' });
      const unfocused = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      await page.keyboard.press('Tab');
      const focused = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      expect(unfocused.equals(focused), 'keyboard focus is visible under forced colours').toBe(false);
      await expect(page).toHaveScreenshot(['forced-colors', `${id}--focused.png`], { fullPage: true });
      // The next story starts without focus.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    });
  }
  for (const id of STILL) {
    test(`${id} keeps its borders and state`, async ({ stories }) => {
      const page = await stories.open(id, { theme: 'hey', language: 'en', forcedColors: 'active' });
      await expect(page).toHaveScreenshot(['forced-colors', `${id}.png`], { fullPage: true });
    });
  }
});
