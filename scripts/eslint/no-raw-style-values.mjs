// Lint rule for vanilla-extract style files: colours and lengths come from the theme contract (`vars`) or the
// style helpers, never typed raw, so a theme can change them all and forced-colour and zoom checks hold.
// Allowed raw: 0, percentages, fr, ch and viewport units (measures of content and screen, not of design), durations, unitless numbers where CSS takes them (opacity, flex, zIndex, lineHeight).

const COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|\b(?:white|black|red|green|blue|gray|grey|orange|yellow|purple|pink)\b/i;
const LENGTH = /(?<![\w.-])(?:\d*\.)?\d+(?:px|rem|em|ex|pt|pc|cm|mm|in|q)\b/i;
const ZERO_LENGTH = /(?<![\w.-])0+(?:\.0+)?(?:px|rem|em)\b/g;

/** Properties where vanilla-extract turns a bare number into pixels. */
const PIXEL_PROPERTIES = new Set([
  'width', 'height', 'minWidth', 'minHeight', 'maxWidth', 'maxHeight', 'blockSize', 'inlineSize', 'minBlockSize', 'minInlineSize', 'maxBlockSize', 'maxInlineSize',
  'padding', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft', 'paddingBlock', 'paddingInline', 'paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd',
  'margin', 'marginTop', 'marginRight', 'marginBottom', 'marginLeft', 'marginBlock', 'marginInline', 'marginBlockStart', 'marginBlockEnd', 'marginInlineStart', 'marginInlineEnd',
  'top', 'right', 'bottom', 'left', 'inset', 'insetBlock', 'insetInline', 'gap', 'rowGap', 'columnGap',
  'fontSize', 'letterSpacing', 'borderRadius', 'borderWidth', 'borderTopWidth', 'borderBottomWidth', 'borderLeftWidth', 'borderRightWidth',
  'outlineWidth', 'outlineOffset', 'flexBasis', 'gridGap', 'scrollMargin', 'scrollPadding',
]);

function problem(text) {
  if (COLOUR.test(text)) return 'colour';
  if (LENGTH.test(text.replace(ZERO_LENGTH, ''))) return 'length';
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRawStyleValues = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse raw colours and lengths in .css.ts files outside the theme: use `vars` and the style helpers.' },
    messages: {
      raw: 'Raw {{kind}} "{{text}}" in a style file: use the theme contract (`vars`) or a helper from packages/ui/src/styles.',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text, kind) => context.report({ node, messageId: 'raw', data: { kind, text: text.trim().slice(0, 40) } });
    return {
      Literal(node) {
        if (typeof node.value === 'string') {
          // Import paths are not style values.
          if (node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'ExportNamedDeclaration' || node.parent?.type === 'ExportAllDeclaration') return;
          const kind = problem(node.value);
          if (kind) report(node, node.value, kind);
        } else if (typeof node.value === 'number' && node.value !== 0) {
          const parent = node.parent?.type === 'UnaryExpression' ? node.parent.parent : node.parent;
          const key = parent?.type === 'Property' && parent.value === (node.parent?.type === 'UnaryExpression' ? node.parent : node) ? parent.key : undefined;
          const name = key?.type === 'Identifier' ? key.name : key?.type === 'Literal' ? String(key.value) : undefined;
          if (name && PIXEL_PROPERTIES.has(name)) report(node, `${name}: ${node.value}`, 'length');
        }
      },
      TemplateElement(node) {
        const kind = problem(node.value.cooked ?? node.value.raw);
        if (kind) report(node, node.value.raw, kind);
      },
    };
  },
};

/** The flat-config plugin that carries the rule. */
export const kontorStylePlugin = { rules: { 'no-raw-style-values': noRawStyleValues } };
