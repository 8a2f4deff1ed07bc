// The arrows of docs/architecture (shared guides): which package may import which, and no import circles,
// type-only imports included. Tests may import anything (they drive the server with the client).
// Run by the test command: pnpm exec depcruise -c scripts/dependency-check.cjs packages
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A circle, even of type-only imports, ties modules that should be able to change alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      comment: 'The server imports only api/contract and api/rules (no request layer, crypto-js or STOMP on the server).',
      from: { path: '^packages/server/src/' },
      to: { path: ['^packages/api/src/client/', '^packages/api/src/index\\.ts$'] },
    },
    {
      name: 'ui-not-client',
      severity: 'error',
      comment: 'ui is presentational: schemas, types and pure rules only; nothing in ui fetches.',
      from: { path: '^packages/ui/src/' },
      to: { path: ['^packages/api/src/client/', '^packages/api/src/index\\.ts$'] },
    },
    {
      name: 'api-not-ui',
      severity: 'error',
      comment: 'api is headless: no React, no ui.',
      from: { path: '^packages/api/src/' },
      to: { path: '^packages/ui/' },
    },
    {
      name: 'widgets-not-client',
      severity: 'error',
      comment: 'Partner widgets read public data with plain credential-free GETs: no session, token storage or ky.',
      from: { path: '^packages/widgets/src/' },
      to: { path: ['^packages/api/src/client/', '^packages/api/src/index\\.ts$', '^packages/shop-app/'] },
    },
    {
      name: 'nothing-to-widgets',
      severity: 'error',
      comment: 'The widgets are a leaf like shop-app: no package imports them.',
      from: { path: '^packages/(api|ui|server|shop-app)/src/' },
      to: { path: '^packages/widgets/' },
    },
    {
      name: 'nothing-to-shop-app',
      severity: 'error',
      comment: 'shop-app is the top of the house: no package imports it.',
      from: { path: '^packages/(api|ui|server)/src/' },
      to: { path: '^packages/shop-app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/', '/dist-server/', '/node_modules/', '\\.d\\.ts$'] },
    // Type-only imports are edges too (`import type` disappears from the build, but not from the design).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages resolve to their sources, as in vite and tsc (the `kontor-source` condition).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['kontor-source', 'import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
