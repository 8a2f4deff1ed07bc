// Shared state reset between shop-app tests, so no test sees what an earlier one left behind: the rendered DOM
// (the ui setup), client storage (session, settings), the URL, and the app store's language.
import { afterEach } from 'vitest';
import '../../ui/test/setup.js';
import { languageAtom } from '../src/state/settings.js';
import { store } from '../src/state/store.js';

afterEach(() => {
  store.set(languageAtom, 'en');
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
