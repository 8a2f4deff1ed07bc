// Unmount what each test rendered, so tests never see each other's DOM.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());
// Every language at once, as Storybook and the root entry have them (an app loads one at a time).
import '../src/i18n/locales.js';
