/** Entity schemas of spec section 3 and what the calls of section 7 reveal. */
export * from './wire.js';
export * from '../category.js';
export * from './page.js';
export * from './user.js';
export * from './shell.js';
export * from './catalogue.js';
export * from './cart.js';
export * from './address.js';
export * from './order.js';
export * from './service.js';
export * from './forms.js';
