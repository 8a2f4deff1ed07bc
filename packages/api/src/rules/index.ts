/** Pure business rules and constants of the storefront spec; no network, no DOM. */
export * from './languages.js';
export * from './timers.js';
export * from './tradeModes.js';
export * from './defaults.js';
export * from './containers.js';
export * from './format.js';
export * from './statuses.js';
export * from './validation.js';
export * from './breakpoints.js';
export * from './cart.js';
export * from './catalogue.js';
export * from './orders.js';
export * from './messages.js';
