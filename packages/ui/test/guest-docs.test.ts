// @vitest-environment node
// The README's list of the custom properties a partner may override is the theme contract, token for token.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tokenShape } from '../src/theme/contract.css.js';

const readme = readFileSync(
  join(fileURLToPath(new URL('..', import.meta.url)), 'README.md'),
  'utf8',
);
const section = readme.slice(
  readme.indexOf('### CSS custom properties a partner may override'),
  readme.indexOf('### `::part()` names'),
);

/** `| \`color\` | \`primary\`, \`text\` |` → ['color', ['primary', 'text']] */
function documented(): Record<string, string[]> {
  const rows = [...section.matchAll(/^\| `(\w+)` \| (.+) \|$/gm)];
  return Object.fromEntries(
    rows.map(([, group, tokens]) => [
      group,
      [...tokens!.matchAll(/`(\w+)`/g)].map(([, name]) => name!),
    ]),
  );
}

describe('README: guest mode overrides', () => {
  it('lists every token of the theme contract, and nothing else', () => {
    const contract = Object.fromEntries(
      Object.entries(tokenShape).map(([group, tokens]) => [group, Object.keys(tokens)]),
    );
    expect(documented()).toEqual(contract);
  });
});
