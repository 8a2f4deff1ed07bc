// Unmount what each test rendered, so tests never see each other's DOM. Test files share a worker's modules and
// document (`isolate: false`, a third of the time of a fresh environment per file), so each file also starts
// from a bare <html>: a provider in page mode themes it, and the next file must not see that.
import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';

beforeAll(() => {
  // A file may run in node (`@vitest-environment node`): no document to reset.
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
});
afterEach(() => cleanup());
// Every language at once, as Storybook and the root entry have them (an app loads one at a time).
import '../src/i18n/locales.js';
