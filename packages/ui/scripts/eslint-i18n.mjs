// The lint rule that keeps every user-visible string of @kontor/ui a catalogue message: literal text in a
// component's JSX (children, aria-* and label-like props) fails. Used by eslint.config.js and test/i18n.test.ts.
import formatjs from 'eslint-plugin-formatjs';

/** Props that reach the user as text, beyond the rule's defaults (aria-label/description, placeholder, title, alt). */
const textProps = '{label,description,errorMessage,tooltip,emptyText,helpText,caption,heading}';

export const uiI18nLint = [
  {
    files: ['packages/ui/src/**/*.tsx'],
    ignores: ['packages/ui/src/**/*.test.tsx'],
    plugins: { formatjs },
    rules: { 'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', textProps]] } }] },
  },
];
