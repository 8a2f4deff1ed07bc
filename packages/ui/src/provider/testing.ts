/** `@kontor/ui/testing`: what consumers' tests wrap Kontor parts in. */
export { KontorTestProvider, type KontorTestProviderProps } from './KontorTestProvider.js';
