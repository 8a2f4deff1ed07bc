/**
 * Form schemas of spec section 5. Errors are message keys (VALIDATION_KEYS of rules) that the UI
 * translates; the server parses the same schemas, so both reject the same input with the same key.
 */
import * as z from 'zod/mini';
import { checked } from '../zod.js';
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
  userNameProblem,
} from '../../rules/validation.js';
import { ADDRESS_REQUIRED_FIELDS, orderPlacementProblems } from '../../rules/orders.js';
import { MAX_RECEIVING_WINDOWS, receivingWindowProblems } from '../../rules/address.js';
import { CONTAINER_TYPES } from '../../rules/containers.js';
import type { ServerMessageKey } from '../../rules/messages.js';
import { entityId, flag } from './wire.js';
import {
  CONTAINER_COUNT_RANGE,
  MAX_LINES_PER_REQUEST,
  QUANTITY_RANGE,
  TEXT_MAX_LENGTH,
  UPLOAD_LINK,
  isCalendarDate,
  isStorableText,
  isHttpUrl,
  type TextKind,
} from '../../rules/limits.js';

// The builders below are marked free of side effects so that bundlers drop the forms nobody imports.

/** Text that must not be blank; a missing value and an empty one give the same key. */
/* @__NO_SIDE_EFFECTS__ */
function filled(key: string, kind: TextKind = 'name') {
  return checked(
    z.string({ error: key }),
    z.trim(),
    z.minLength(1, { error: key, abort: true }),
    z.maxLength(TEXT_MAX_LENGTH[kind], { error: K.textTooLong }),
    z.refine(isStorableText, { error: K.textNul }),
  );
}
/** Optional free text of a kind, trimmed and bounded (rules/limits.ts TEXT_MAX_LENGTH). */
/* @__NO_SIDE_EFFECTS__ */
function text(kind: TextKind) {
  return checked(
    z.string(),
    z.trim(),
    z.maxLength(TEXT_MAX_LENGTH[kind], { error: K.textTooLong }),
    z.refine(isStorableText, { error: K.textNul }),
  );
}
/* @__NO_SIDE_EFFECTS__ */
function emailText(requiredKey: string, formatKey: string) {
  return checked(filled(requiredKey, 'email'), z.regex(z.regexes.email, { error: formatKey }));
}
/** Links of uploaded files (photos, proofs): at most 5. */
const uploadLink = checked(z.string(), z.regex(UPLOAD_LINK, { error: K.linkInvalid }));
const uploads = checked(
  z.array(uploadLink),
  z.maxLength(MAX_UPLOAD_FILES, { error: K.uploadMaxFiles }),
);

/** A mobile phone by the spec's phone helper (required, 11 characters, digits). */
export const mobilePhone = checked(
  z.string({ error: K.phoneRequired }),
  z.superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

/** Password login: the password is AES-encrypted by the client after this check, never before. */
export const loginForm = z.object({
  username: checked(
    filled(K.usernameRequired),
    z.minLength(LOGIN_NAME_LENGTH.min, { error: K.usernameLength }),
    z.maxLength(LOGIN_NAME_LENGTH.max, { error: K.usernameLength }),
  ),
  password: checked(
    z.string({ error: K.passwordRequired }),
    z.minLength(1, { error: K.passwordRequired, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, { error: K.passwordMin }),
  ),
  code: checked(
    filled(K.codeRequired),
    z.length(VERIFICATION_CODE_LENGTH, { error: K.codeLength }),
  ),
  randomStr: checked(z.string(), z.minLength(1)),
});
export type LoginForm = z.infer<typeof loginForm>;

/** The lock dialog ('set lock screen password'); avue names the field passwd. */
export const lockForm = z.object({ passwd: filled(K.lockPasswordRequired) });
export type LockForm = z.infer<typeof lockForm>;

/** PigX's password change (UserDTO): old `password`, `newpassword1` and its confirmation `newpassword2`. */
const passwordFields = z.object({
  password: filled(K.oldPasswordRequired),
  newpassword1: checked(
    z.string({ error: K.passwordRequired }),
    z.minLength(1, { error: K.passwordRequired, abort: true }),
    z.minLength(ADMIN_PASSWORD_LENGTH.min, { error: K.passwordLength }),
    z.maxLength(ADMIN_PASSWORD_LENGTH.max, { error: K.passwordLength }),
  ),
  newpassword2: z.string({ error: K.passwordInconsistent }),
});
/* @__NO_SIDE_EFFECTS__ */
function confirmationMatches() {
  return z.refine<{ newpassword1: string; newpassword2: string }>((form) => form.newpassword1 === form.newpassword2, {
    error: K.passwordInconsistent,
    path: ['newpassword2'],
    // Checked even while another field is wrong (a short code), so every rule shows at once.
    when: ({ value }) => {
      const form = value as { newpassword1?: unknown; newpassword2?: unknown } | undefined;
      return typeof form?.newpassword1 === 'string' && typeof form.newpassword2 === 'string';
    },
  });
}
export const changePasswordForm = checked(passwordFields, confirmationMatches());
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** The spec's mailbox message ('incorrect mailbox format'), the same key the server answers. */
const MAILBOX_FORMAT: ServerMessageKey = 'login.email.format';

/**
 * The personal centre's password change confirmed by a code mailed to the member's own mailbox
 * (GET /scgl/email/send/code, then POST /scgl/email/edit/password/ with `email` and `code`).
 */
export const mailPasswordForm = checked(
  z.extend(passwordFields, {
    email: checked(
      z.string({ error: MAILBOX_FORMAT }),
      z.trim(),
      z.maxLength(TEXT_MAX_LENGTH.email, { error: MAILBOX_FORMAT }),
      z.regex(z.regexes.email, { error: MAILBOX_FORMAT }),
    ),
    code: checked(filled(K.codeRequired), z.length(VERIFICATION_CODE_LENGTH, { error: K.codeLength })),
  }),
  confirmationMatches(),
);
export type MailPasswordForm = z.infer<typeof mailPasswordForm>;

/**
 * The user-info page's member edit (PUT /scgl/rfmembernew/edit/info): the phone by the phone helper as the
 * server checks it, the mail's format when one is given; the name 2 to 20 characters (userNameProblem); the company
 * free text.
 */
export const memberForm = z.object({
  name: checked(z.string(), z.refine((value) => userNameProblem(value) === undefined, { error: K.nameLength })),
  company: z.string(),
  tel: mobilePhone,
  email: checked(
    z.string(),
    z.refine((value) => value.trim() === '' || z.regexes.email.test(value.trim()), { error: K.emailFormat }),
  ),
  countryId: z.nullable(entityId),
});
export type MemberForm = z.infer<typeof memberForm>;

/** One receiving window; its times are checked with the whole list (receivingWindowProblems) so overlaps are seen. */
const receivingTime = z.object({
  weekday: checked(z.number(), z.int(), z.minimum(1), z.maximum(7)),
  startTime: z.string({ error: K.receivingTimeRequired }),
  endTime: z.string({ error: K.receivingTimeRequired }),
});

/** The windows: times as 'HH:mm', each ending after it starts, none overlapping another of its weekday. */
const receivingTimes = checked(
  z.array(receivingTime),
  z.maxLength(MAX_RECEIVING_WINDOWS, { error: K.numberRange }),
  z.superRefine((windows, ctx) => {
    for (const problem of receivingWindowProblems(windows)) {
      ctx.addIssue({ code: 'custom', message: problem.key, path: [problem.index, problem.field] });
    }
  }),
);

/** The address phone by the spec's phone helper: required, 11 characters, digits only. */
const addressPhone = checked(
  z.string({ error: K.phoneRequired }),
  z.trim(),
  z.superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
);

/* @__NO_SIDE_EFFECTS__ */
function requiredAddressFields() {
  return Object.fromEntries(
    ADDRESS_REQUIRED_FIELDS.filter((field) => field !== 'phone').map((field) => [
      field,
      filled(addressFieldKey(field), field === 'street' ? 'line' : 'name'),
    ]),
  ) as Record<Exclude<(typeof ADDRESS_REQUIRED_FIELDS)[number], 'phone'>, ReturnType<typeof filled>>;
}

/**
 * A delivery address (issue 13): company, street, postal code and contact person required; the phone by the
 * spec's phone helper; receiving windows per weekday that end after they start and do not overlap.
 */
export const addressForm = z.object({
  id: z.optional(entityId),
  ...requiredAddressFields(),
  phone: addressPhone,
  city: z.optional(text('name')),
  country: z.optional(text('name')),
  receiver: z.optional(text('name')),
  fax: z.optional(text('phone')),
  isElevator: z._default(flag, false),
  isNotice: z._default(flag, false),
  deliveryType: z._default(z.union([z.literal(1), z.literal(2)]), 1),
  receivingTimes: z._default(receivingTimes, []),
  isDefault: z._default(flag, false),
});
export type AddressForm = z.infer<typeof addressForm>;

/** An after-sales (service order) application. */
export const afterSalesForm = z.object({
  orderNo: z.optional(text('code')),
  skuId: z.optional(entityId),
  artNo: filled(K.artNoRequired, 'code'),
  itemName: z.optional(text('line')),
  serviceType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
    error: K.serviceTypeRequired,
  }),
  applyQuantity: checked(
    z.number({ error: K.quantityRequired }),
    z.int({ error: K.quantityRequired }),
    z.minimum(1, { error: K.quantityRequired }),
    z.maximum(QUANTITY_RANGE.max, { error: K.numberRange }),
  ),
  reason: z.optional(text('line')),
  proofImages: z._default(uploads, []),
  contactPerson: filled(K.contactPersonRequired),
  email: emailText(K.emailRequired, K.emailFormat),
  damageDescription: filled(K.damageDescriptionRequired, 'text'),
  proofOfPurchase: checked(
    z.array(uploadLink, { error: K.proofOfPurchaseRequired }),
    z.minLength(1, { error: K.proofOfPurchaseRequired }),
    z.maxLength(MAX_UPLOAD_FILES, { error: K.uploadMaxFiles }),
  ),
});
export type AfterSalesForm = z.infer<typeof afterSalesForm>;

/** A question about a product ('The input content cannot be empty!'). */
export const questionForm = z.object({
  skuCode: checked(z.string(), z.minLength(1), z.maxLength(TEXT_MAX_LENGTH.code, { error: K.textTooLong })),
  content: filled(K.questionRequired, 'text'),
});
export type QuestionForm = z.infer<typeof questionForm>;

/**
 * An order's invoice request (POST /scgl/orderBaseInvoice/add, besides the order's id): the company the invoice
 * names is required; the mail, when given, must be an address; the rest is bounded free text.
 */
export const invoiceForm = z.object({
  company: filled(K.invoiceCompanyRequired, 'line'),
  vatNo: text('name'),
  address: text('line'),
  email: checked(
    z.string(),
    z.trim(),
    z.maxLength(TEXT_MAX_LENGTH.email, { error: K.anyEmailFormat }),
    z.refine((value) => value === '' || z.regexes.email.test(value), { error: K.anyEmailFormat }),
  ),
  phone: text('name'),
  bankName: text('name'),
  bankAccount: text('name'),
});
export type InvoiceForm = z.infer<typeof invoiceForm>;

/** Sharing a product by email: sender name and email required, the invitee's address checked. */
export const shareEmailForm = z.object({
  senderName: filled(K.senderNameRequired),
  senderEmail: emailText(K.senderEmailRequired, K.senderEmailFormat),
  inviteeEmail: checked(
    z.string({ error: K.inviteeEmailFormat }),
    z.trim(),
    z.maxLength(TEXT_MAX_LENGTH.email, { error: K.inviteeEmailFormat }),
    z.regex(z.regexes.email, { error: K.inviteeEmailFormat }),
  ),
  message: z.optional(text('text')),
  skuCode: z.optional(text('code')),
  shareUrl: z.optional(checked(z.string(), z.refine(isHttpUrl, { error: K.linkInvalid }))),
});
export type ShareEmailForm = z.infer<typeof shareEmailForm>;

const placementPath = {
  [K.etaRequired]: 'eta',
  [K.etaTooEarly]: 'eta',
  [K.etaWeekend]: 'eta',
  [K.containersRequired]: 'containerCount',
  [K.containersTooSmall]: 'containerCount',
  [K.addressRequired]: 'address',
  [K.addressIncomplete]: 'address',
} as const;

/** What an order's form sends, before the placement rules. */
const orderFields = z.object({
  kind: z.enum(['container', 'pallet']),
  eta: z.nullish(checked(z.string(), z.refine((eta) => eta === '' || isCalendarDate(eta), { error: K.dateInvalid, abort: true }))),
  cabinetType: z.nullish(z.enum(CONTAINER_TYPES)),
  containerCount: z.nullish(
    checked(
      z.number({ error: K.containersRequired }),
      z.int({ error: K.containersRequired }),
      z.minimum(0, { error: K.containersRequired }),
      z.maximum(CONTAINER_COUNT_RANGE.max, { error: K.numberRange }),
    ),
  ),
  addressId: z.nullish(entityId),
  /** The chosen address as shown, checked for completeness. */
  address: z.nullish(z.record(z.string(), z.unknown())),
  destinationPort: z.nullish(text('line')),
  /** The payment terms the form showed (payment/getByCurrency); the server records its own for the currency. */
  paymentTerms: z.nullish(text('line')),
  cartIds: z._default(checked(z.array(entityId), z.maxLength(MAX_LINES_PER_REQUEST, { error: K.numberRange })), []),
  remark: z.optional(text('text')),
});

/* @__NO_SIDE_EFFECTS__ */
function placementChecks(editing: boolean) {
  return z.superRefine<z.output<typeof orderFields>>((form, ctx) => {
    // An edit's ETA may be the one the order was placed with, which only the server knows: it checks the ETA then.
    for (const problem of orderPlacementProblems(editing ? { ...form, placedEta: form.eta } : form)) {
      ctx.addIssue({
        code: 'custom',
        message: problem,
        path: [placementPath[problem as keyof typeof placementPath]],
      });
    }
  });
}

/**
 * Placing a container or pallet order. The checks are rules' orderPlacementProblems, so the form and
 * the server agree; the ETA's lead time depends on today and is checked by orderPlacementProblems(draft, today).
 */
export const orderForm = checked(orderFields, placementChecks(false));
/** A placed order's form, changed: the same checks but the ETA's, which the server makes knowing the placed one. */
export const orderEditForm = checked(orderFields, placementChecks(true));
export type OrderForm = z.infer<typeof orderForm>;

/** The search overlay: at most 20 characters. */
export const searchForm = z.object({
  searchWord: checked(
    z.string(),
    z.trim(),
    z.maxLength(SEARCH_MAX_LENGTH, { error: K.searchMaxLength }),
  ),
});
export type SearchForm = z.infer<typeof searchForm>;
