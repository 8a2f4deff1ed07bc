/** @kontor/api: contract, rules and client in one entry; prefer the subpaths in browsers. */
export * from './contract/index.js';
export * from './rules/index.js';
export * from './client/index.js';
