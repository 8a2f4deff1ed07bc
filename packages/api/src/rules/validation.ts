/**
 * Validation limits of spec section 5 and the message keys that name each failure. The contract's form
 * schemas build on these, so the browser and the server reject the same input with the same key.
 */
/** Login: password at least 6 characters; the captcha code is 4 characters. */
export const PASSWORD_MIN_LENGTH = 6;
/** User admin: passwords of 6 to 20 characters. */
export const ADMIN_PASSWORD_LENGTH = { min: 6, max: 20 } as const;
export const VERIFICATION_CODE_LENGTH = 4;
export const LOGIN_NAME_LENGTH = { min: 3, max: 20 } as const;
export const USER_NAME_LENGTH = { min: 2, max: 20 } as const;
export const ROLE_NAME_LENGTH = { min: 3, max: 20 } as const;
export const PHONE_LENGTH = 11;
/** A login code sent by SMS can be asked for again after this many seconds ('sending frequently' before that). */
export const CODE_RESEND_SECONDS = 60;
/** The search input takes at most 20 characters. */
export const SEARCH_MAX_LENGTH = 20;

/** At most 5 uploaded files, each at most 5 MB, images or PDF. */
export const MAX_UPLOAD_FILES = 5;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'] as const;

/** Message keys of every validation failure; the catalogues translate them. */
export const VALIDATION_KEYS = {
  lockPasswordRequired: 'validation.lockPassword.required',
  usernameRequired: 'validation.username.required',
  usernameLength: 'validation.username.length',
  nameLength: 'validation.name.length',
  passwordRequired: 'validation.password.required',
  passwordMin: 'validation.password.min',
  passwordLength: 'validation.password.length',
  oldPasswordRequired: 'validation.oldPassword.required',
  passwordInconsistent: 'validation.password.inconsistent',
  codeRequired: 'validation.code.required',
  codeLength: 'validation.code.length',
  phoneRequired: 'validation.phone.required',
  phoneLength: 'validation.phone.length',
  phoneFormat: 'validation.phone.format',
  searchMaxLength: 'validation.search.maxLength',
  uploadMaxFiles: 'validation.upload.maxFiles',
  uploadMaxSize: 'validation.upload.maxSize',
  uploadType: 'validation.upload.type',
  questionRequired: 'validation.question.required',
  senderNameRequired: 'validation.share.senderName.required',
  senderEmailRequired: 'validation.share.senderEmail.required',
  senderEmailFormat: 'validation.share.senderEmail.format',
  inviteeEmailFormat: 'validation.share.inviteeEmail.format',
  artNoRequired: 'validation.afterSales.artNo.required',
  contactPersonRequired: 'validation.afterSales.contactPerson.required',
  emailRequired: 'validation.afterSales.email.required',
  emailFormat: 'validation.afterSales.email.format',
  damageDescriptionRequired: 'validation.afterSales.damageDescription.required',
  proofOfPurchaseRequired: 'validation.afterSales.proofOfPurchase.required',
  serviceTypeRequired: 'validation.afterSales.serviceType.required',
  invoiceCompanyRequired: 'validation.invoice.company.required',
  quantityRequired: 'validation.quantity.required',
  quantityMax: 'validation.quantity.max',
  etaRequired: 'validation.order.eta.required',
  etaTooEarly: 'validation.order.eta.tooEarly',
  etaWeekend: 'validation.order.eta.weekend',
  containersRequired: 'validation.order.containers.required',
  containersTooSmall: 'validation.order.containers.tooSmall',
  addressRequired: 'validation.order.address.required',
  addressIncomplete: 'validation.order.address.incomplete',
  receivingTimeOrder: 'validation.address.receivingTime.order',
  receivingTimeOverlap: 'validation.address.receivingTime.overlap',
  receivingTimeRequired: 'validation.address.receivingTime.required',
  volumeCap: 'validation.cart.volumeCap',
  // Bounds of rules/limits.ts (issue 9): every field of every request has one.
  textTooLong: 'validation.text.tooLong',
  // U+0000: no text column can hold it (PostgreSQL refuses it), so it is refused as the text's own fault.
  textNul: 'validation.text.nul',
  numberRange: 'validation.number.range',
  dateInvalid: 'validation.date.invalid',
  anyEmailFormat: 'validation.email.format',
  skuUnknown: 'validation.sku.unknown',
  linkInvalid: 'validation.link.invalid',
  uploadNotOwn: 'validation.upload.notOwn',
  requestTooLarge: 'validation.request.tooLarge',
  fieldUnknown: 'validation.field.unknown',
} as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[keyof typeof VALIDATION_KEYS];

/**
 * The keys of the required address fields left empty, written out: the storefront loads each screen's messages by the
 * ids its code names, so an id built at run time would reach the page untranslated.
 */
const ADDRESS_FIELD_KEYS = {
  company: 'validation.address.company.required',
  street: 'validation.address.street.required',
  postalCode: 'validation.address.postalCode.required',
  contactPerson: 'validation.address.contactPerson.required',
  phone: 'validation.address.phone.required',
} as const;

/** The key of a required address field left empty, e.g. 'validation.address.postalCode.required'. */
export function addressFieldKey<F extends keyof typeof ADDRESS_FIELD_KEYS>(field: F): (typeof ADDRESS_FIELD_KEYS)[F] {
  return ADDRESS_FIELD_KEYS[field];
}

/**
 * The phone helper: empty is an error, the length must be 11, and the pattern is checked
 * (eleven digits; spaces, dashes and '+' fail). Returns the failure's key, or undefined when valid.
 */
export function phoneProblem(phone: string | null | undefined): ValidationKey | undefined {
  const value = (phone ?? '').trim();
  if (value === '') return VALIDATION_KEYS.phoneRequired;
  if (value.length !== PHONE_LENGTH) return VALIDATION_KEYS.phoneLength;
  if (!/^\d{11}$/.test(value)) return VALIDATION_KEYS.phoneFormat;
  return undefined;
}

/** Login name: required, 3 to 20 characters (spec section 5). Returns the failure's key, or undefined. */
export function loginNameProblem(name: string | null | undefined): ValidationKey | undefined {
  const value = (name ?? '').trim();
  if (value === '') return VALIDATION_KEYS.usernameRequired;
  if (value.length < LOGIN_NAME_LENGTH.min || value.length > LOGIN_NAME_LENGTH.max) return VALIDATION_KEYS.usernameLength;
  return undefined;
}

/** A user's name (the member's name on the user-info page): 2 to 20 characters (spec section 5), so not empty either. */
export function userNameProblem(name: string | null | undefined): ValidationKey | undefined {
  const value = (name ?? '').trim();
  return value.length < USER_NAME_LENGTH.min || value.length > USER_NAME_LENGTH.max ? VALIDATION_KEYS.nameLength : undefined;
}

/** Login password: required, at least 6 characters (not trimmed: spaces are part of a password). */
export function loginPasswordProblem(password: string | null | undefined): ValidationKey | undefined {
  const value = password ?? '';
  if (value === '') return VALIDATION_KEYS.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return VALIDATION_KEYS.passwordMin;
  return undefined;
}

/** A verification code (captcha or SMS): required, exactly 4 characters. */
export function verificationCodeProblem(code: string | null | undefined): ValidationKey | undefined {
  const value = (code ?? '').trim();
  if (value === '') return VALIDATION_KEYS.codeRequired;
  if (value.length !== VERIFICATION_CODE_LENGTH) return VALIDATION_KEYS.codeLength;
  return undefined;
}

/** The lock password of the lock dialog: anything but blank. */
export function lockPasswordProblem(password: string | null | undefined): ValidationKey | undefined {
  return (password ?? '').trim() === '' ? VALIDATION_KEYS.lockPasswordRequired : undefined;
}

/** What an upload needs to know of a file (a browser File fits). */
export interface UploadCandidate {
  readonly size: number;
  readonly type: string;
}

/** Raster images and PDF only: SVG is left out because it can carry script. */
function isAcceptedType(type: string): boolean {
  return (UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(type);
}

/** Checks a whole selection: count first ('cannot exceed 5'), then each file's type and size. */
export function uploadProblem(
  files: readonly UploadCandidate[],
  alreadyUploaded = 0,
): ValidationKey | undefined {
  if (files.length + alreadyUploaded > MAX_UPLOAD_FILES) return VALIDATION_KEYS.uploadMaxFiles;
  if (files.some((file) => !isAcceptedType(file.type))) return VALIDATION_KEYS.uploadType;
  if (files.some((file) => file.size > MAX_UPLOAD_BYTES)) return VALIDATION_KEYS.uploadMaxSize;
  return undefined;
}
