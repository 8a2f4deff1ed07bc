/** KontorProvider and the provider for consumers' tests. */
export { KontorProvider, type KontorProviderProps } from './KontorProvider.js';
