/**
 * Form schemas of spec section 5. Errors are message keys (VALIDATION_KEYS of rules) that the UI
 * translates; the server parses the same schemas, so both reject the same input with the same key.
 */
import * as z from 'zod';
import {
  ADMIN_PASSWORD_LENGTH,
  LOGIN_NAME_LENGTH,
  MAX_UPLOAD_FILES,
  PASSWORD_MIN_LENGTH,
  SEARCH_MAX_LENGTH,
  VALIDATION_KEYS as K,
  VERIFICATION_CODE_LENGTH,
  addressFieldKey,
  phoneProblem,
} from '../../rules/validation.js';
import { ADDRESS_REQUIRED_FIELDS, orderPlacementProblems } from '../../rules/orders.js';
import { CONTAINER_TYPES } from '../../rules/containers.js';
import { entityId, flag } from './wire.js';

/** Text that must not be blank; a missing value and an empty one give the same key. */
const filled = (key: string) => z.string({ error: key }).trim().min(1, { error: key, abort: true });
const emailText = (requiredKey: string, formatKey: string) =>
  filled(requiredKey).regex(z.regexes.email, { error: formatKey });
/** Links of uploaded files (photos, proofs): at most 5. */
const uploads = z.array(z.string()).max(MAX_UPLOAD_FILES, { error: K.uploadMaxFiles });

/** A mobile phone by the spec's phone helper (required, 11 characters, digits). */
export const mobilePhone = z.string({ error: K.phoneRequired }).superRefine((value, ctx) => {
  const problem = phoneProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Password login: the password is AES-encrypted by the client after this check, never before. */
export const loginForm = z.object({
  username: filled(K.usernameRequired)
    .min(LOGIN_NAME_LENGTH.min, { error: K.usernameLength })
    .max(LOGIN_NAME_LENGTH.max, { error: K.usernameLength }),
  password: z
    .string({ error: K.passwordRequired })
    .min(1, { error: K.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: K.passwordMin }),
  code: filled(K.codeRequired).length(VERIFICATION_CODE_LENGTH, { error: K.codeLength }),
  randomStr: z.string().min(1),
});
export type LoginForm = z.infer<typeof loginForm>;

/** The lock dialog ('set lock screen password'); avue names the field passwd. */
export const lockForm = z.object({ passwd: filled(K.lockPasswordRequired) });
export type LockForm = z.infer<typeof lockForm>;

/** PigX's password change (UserDTO): old `password`, `newpassword1` and its confirmation `newpassword2`. */
export const changePasswordForm = z
  .object({
    password: filled(K.oldPasswordRequired),
    newpassword1: z
      .string({ error: K.passwordRequired })
      .min(1, { error: K.passwordRequired, abort: true })
      .min(ADMIN_PASSWORD_LENGTH.min, { error: K.passwordLength })
      .max(ADMIN_PASSWORD_LENGTH.max, { error: K.passwordLength }),
    newpassword2: z.string({ error: K.passwordInconsistent }),
  })
  .refine((form) => form.newpassword1 === form.newpassword2, {
    error: K.passwordInconsistent,
    path: ['newpassword2'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

const receivingTime = z
  .object({
    weekday: z.number().int().min(1).max(7),
    startTime: z.string().regex(/^\d{2}:\d{2}$/),
    endTime: z.string().regex(/^\d{2}:\d{2}$/),
  })
  .refine((slot) => slot.startTime < slot.endTime, { error: K.receivingTimeOrder, path: ['endTime'] });

const requiredAddressFields = Object.fromEntries(
  ADDRESS_REQUIRED_FIELDS.map((field) => [field, filled(addressFieldKey(field))]),
) as Record<(typeof ADDRESS_REQUIRED_FIELDS)[number], ReturnType<typeof filled>>;

/**
 * A delivery address. The phone is required but not held to the 11-digit mobile rule: these are
 * international business addresses with landlines and country codes.
 */
export const addressForm = z.object({
  id: entityId.optional(),
  ...requiredAddressFields,
  city: z.string().trim().optional(),
  country: z.string().trim().optional(),
  receiver: z.string().trim().optional(),
  fax: z.string().trim().optional(),
  isElevator: flag.default(false),
  isNotice: flag.default(false),
  deliveryType: z.union([z.literal(1), z.literal(2)]).default(1),
  receivingTimes: z.array(receivingTime).default([]),
  isDefault: flag.default(false),
});
export type AddressForm = z.infer<typeof addressForm>;

/** An after-sales (service order) application. */
export const afterSalesForm = z.object({
  orderNo: z.string().trim().optional(),
  skuId: entityId.optional(),
  artNo: filled(K.artNoRequired),
  itemName: z.string().trim().optional(),
  serviceType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: K.serviceTypeRequired }),
  applyQuantity: z.number({ error: K.quantityRequired }).int({ error: K.quantityRequired }).min(1, { error: K.quantityRequired }),
  reason: z.string().trim().optional(),
  proofImages: uploads.default([]),
  contactPerson: filled(K.contactPersonRequired),
  email: emailText(K.emailRequired, K.emailFormat),
  damageDescription: filled(K.damageDescriptionRequired),
  proofOfPurchase: z
    .array(z.string(), { error: K.proofOfPurchaseRequired })
    .min(1, { error: K.proofOfPurchaseRequired })
    .max(MAX_UPLOAD_FILES, { error: K.uploadMaxFiles }),
});
export type AfterSalesForm = z.infer<typeof afterSalesForm>;

/** A question about a product ('The input content cannot be empty!'). */
export const questionForm = z.object({
  skuCode: z.string().min(1),
  content: filled(K.questionRequired),
});
export type QuestionForm = z.infer<typeof questionForm>;

/** Sharing a product by email: sender name and email required, the invitee's address checked. */
export const shareEmailForm = z.object({
  senderName: filled(K.senderNameRequired),
  senderEmail: emailText(K.senderEmailRequired, K.senderEmailFormat),
  inviteeEmail: z.string({ error: K.inviteeEmailFormat }).trim().regex(z.regexes.email, { error: K.inviteeEmailFormat }),
  message: z.string().trim().optional(),
  skuCode: z.string().optional(),
  shareUrl: z.string().optional(),
});
export type ShareEmailForm = z.infer<typeof shareEmailForm>;

const placementPath = {
  [K.etaRequired]: 'eta',
  [K.etaTooEarly]: 'eta',
  [K.containersRequired]: 'containerCount',
  [K.addressIncomplete]: 'address',
} as const;

/**
 * Placing a container or pallet order. The checks are rules' orderPlacementProblems, so the form and
 * the server agree; the ETA's lead time depends on today and is checked by orderPlacementProblems(draft, today).
 */
export const orderForm = z
  .object({
    kind: z.enum(['container', 'pallet']),
    eta: z.string().nullish(),
    cabinetType: z.enum(CONTAINER_TYPES).nullish(),
    containerCount: z.number().nullish(),
    addressId: entityId.nullish(),
    /** The chosen address as shown, checked for completeness. */
    address: z.record(z.string(), z.unknown()).nullish(),
    destinationPort: z.string().nullish(),
    cartIds: z.array(entityId).default([]),
    remark: z.string().trim().optional(),
  })
  .superRefine((form, ctx) => {
    for (const problem of orderPlacementProblems(form)) {
      ctx.addIssue({ code: 'custom', message: problem, path: [placementPath[problem as keyof typeof placementPath]] });
    }
  });
export type OrderForm = z.infer<typeof orderForm>;

/** The search overlay: at most 20 characters. */
export const searchForm = z.object({
  searchWord: z.string().trim().max(SEARCH_MAX_LENGTH, { error: K.searchMaxLength }),
});
export type SearchForm = z.infer<typeof searchForm>;
