// @vitest-environment node
// The public surface follows the folders: a component folder that src/index.ts or package.json does not export fails here.
import { expect, it } from 'vitest';
import { drift } from '../scripts/sync-exports.mjs';

it('exports every component folder and theme (node scripts/sync-exports.mjs fixes it)', () => {
  expect(drift()).toEqual([]);
});
