/** File download calls (spec section 7, Shop: Files); each answers a Blob and a file name. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { entityId, maybe } from '../entities/index.js';
import { MAX_LINES_PER_REQUEST } from '../../rules/limits.js';
import { boundedText, languageIdField } from './common.js';

/** POST /admin/sys-file/down/batch: several stored files zipped into one download. */
export const filesBatchBody = z.looseObject({
  // Stored files' links or names (rules/limits.ts: links), as many as a batch may name.
  fileNames: checked(z.array(checked(boundedText('link'), z.minLength(1))), z.minLength(1), z.maxLength(MAX_LINES_PER_REQUEST)),
});
export type FilesBatchBody = z.infer<typeof filesBatchBody>;

/** POST /admin/sys-file/down/QYcpxx: the product information sheets (企业产品信息) of chosen SKUs. */
export const productInfoBody = z.looseObject({
  skuIds: maybe(checked(z.array(entityId), z.maxLength(MAX_LINES_PER_REQUEST))),
  familyId: maybe(entityId),
  languageId: languageIdField,
});
export type ProductInfoBody = z.input<typeof productInfoBody>;

/** GET /admin/sys-file/{name}: the stored file's name, as upload answers give it. */
export const storedFileName = checked(z.string(), z.minLength(1));

/**
 * POST /admin/sys-file/upload (multipart, field `file`; not in spec section 7, the proofs' upload of the
 * after-sales form): PigX answers one file with one object and several with a list, each naming its link.
 */
export const uploadedFile = z.looseObject({
  bucketName: maybe(z.string()),
  fileName: z.string(),
  original: maybe(z.string()),
  url: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
export const uploadAnswer = z.union([uploadedFile, z.array(uploadedFile)]);
