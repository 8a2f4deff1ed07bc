/** The partner widgets' call paths (issue 16) and what a caller without a session never gets: one home for the
 *  server, the widgets and the mocks (no zod needed). */

/** Every widget call lives under this path; the server answers partner origins' CORS there only. */
export const WIDGET_API_PREFIX = '/scgl/widget/';

/** GET calls, each with `languageId`: product `?sku=`, skus `?skus=A,B`, dataClasses, files `?classId=`, company. */
export const WIDGET_API = {
  product: `${WIDGET_API_PREFIX}product`,
  skus: `${WIDGET_API_PREFIX}skus`,
  dataClasses: `${WIDGET_API_PREFIX}dataClasses`,
  files: `${WIDGET_API_PREFIX}files`,
  company: `${WIDGET_API_PREFIX}company`,
} as const;

/** Fields of prices and stock, left out of every answer to a caller without a session (partner widgets included). */
export const SESSION_ONLY_FIELDS: ReadonlySet<string> = new Set([
  'unitPrice', 'discountPrice', 'price', 'prices', 'currency', 'stock', 'stockCn', 'stockDe', 'stockProduction', 'laterDate',
]);
