// @vitest-environment node
// Every ui string is a message in all four catalogues: none missing or empty, en equal to the components'
// defaultMessage, compiled output current, and no literal text in a component's JSX.
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { catalogueProblems } from '../scripts/i18n.mjs';
import { uiI18nLint } from '../scripts/eslint-i18n.mjs';

const workspace = fileURLToPath(new URL('../../..', import.meta.url));

describe('catalogues', () => {
  const problems = catalogueProblems();

  it('hold every id in every language, in the same area file', () => expect(problems.missing).toEqual([]));
  it('have no empty message', () => expect(problems.empty).toEqual([]));
  it('parse as ICU with the same placeholders as English', () => expect(problems.invalid).toEqual([]));
  it('hold every message extracted from src', () => expect(problems.notInSource).toEqual([]));
  it('say in English exactly what the defaultMessage says', () => expect(problems.differsFromDefault).toEqual([]));
  it('are compiled (node scripts/i18n.mjs)', () => expect(problems.stale).toEqual([]));
});

describe('components', () => {
  const eslint = new ESLint({
    cwd: workspace,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser } }, ...uiI18nLint],
  });

  it('show no literal text in JSX', async () => {
    const results = await eslint.lintFiles(['packages/ui/src/**/*.tsx']);
    // Only this rule: others' eslint-disable comments name rules this narrow config does not load.
    const literals = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === 'formatjs/no-literal-string-in-jsx').map((message) => `${result.filePath.slice(workspace.length)}:${message.line} ${message.message}`),
    );
    expect(literals).toEqual([]);
  }, 30_000); // it lints every component file: more than the default 5 s on a busy 2-core machine

  it('fail lint for literal children and label props (the rule is on)', async () => {
    const [result] = await eslint.lintText('export const A = () => <Field label="Name">Hello</Field>;', {
      filePath: `${workspace}packages/ui/src/components/Example/Example.tsx`,
    });
    expect(result?.messages.map((message) => message.ruleId)).toEqual(['formatjs/no-literal-string-in-jsx', 'formatjs/no-literal-string-in-jsx']);
  });
});
