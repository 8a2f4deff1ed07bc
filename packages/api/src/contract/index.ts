/** Zod schemas and inferred types for every entity and call of the storefront spec. */
export * from './envelope.js';
export * from './category.js';
export * from './entities/index.js';
export * from './calls/index.js';
