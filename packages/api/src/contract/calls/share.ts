/** Product-share calls (spec section 7, Shop: Share): record a share and its visits; the 3D view of a SKU. */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
import { entityId, maybe } from '../entities/index.js';
import { VALIDATION_KEYS as K } from '../../rules/validation.js';
import { boundedText, languageIdField } from './common.js';

/** An optional e-mail a share names: empty, or a real address within its bound. */
const shareEmail = maybe(
  checked(boundedText('email'), z.refine((value) => value === '' || z.regexes.email.test(value), { error: K.emailFormat })),
);

/** POST /scgl/share/saveShareData: who shared which product through which channel. */
export const shareSaveBody = z.looseObject({
  skuCode: checked(boundedText('code'), z.minLength(1)),
  channel: maybe(boundedText('code')),
  senderName: maybe(boundedText('name')),
  senderEmail: shareEmail,
  inviteeEmail: shareEmail,
  languageId: maybe(languageIdField),
});
export type ShareSaveBody = z.input<typeof shareSaveBody>;

/** POST /scgl/share/saveShareVisitData: a visit of /shareShow through a shared link. */
export const shareVisitBody = z.looseObject({
  shareId: maybe(entityId),
  skuCode: maybe(z.string()),
  url: maybe(z.string()),
});
export type ShareVisitBody = z.input<typeof shareVisitBody>;

/** POST /scgl/threed/getThreedBySkucode: which SKU's 3D model is asked for. */
export const threeDBody = z.looseObject({
  skuCode: checked(boundedText('code'), z.minLength(1)),
});
export type ThreeDBody = z.input<typeof threeDBody>;

/** POST /scgl/threed/getThreedBySkucode: the 3D model of a SKU, null when it has none (an ordinary answer, not a 404). */
export const threeDModel = maybe(
  z.looseObject({
    skuCode: maybe(z.string()),
    url: maybe(z.string()),
    image: maybe(z.string()),
  }),
);
export type ThreeDModel = z.infer<typeof threeDModel>;
