/** Message keys a Kontor server may answer in `msg` besides the validation keys; the ui catalogues translate each. */
export const SERVER_MESSAGE_KEYS = [
  'cart.pallet.unavailable',
  'order.edit.notAllowed',
  'validation.oldPassword.wrong',
  'validation.invalid',
  'login.code.sendingFrequently',
  'login.code.verificationFailed',
  'login.email.notBound',
  'login.email.format',
  'captcha.randomStr.required',
  'servicePost.status.notAllowed',
  'servicePost.evaluation.notAllowed',
  'status.unknown',
  'auth.grantType.unsupported',
  // addBatch with wholeCartons (the quick order): a quantity off the packing unit (rules/quick-order.ts).
  'quickOrder.quantity.packing',
] as const;
export type ServerMessageKey = (typeof SERVER_MESSAGE_KEYS)[number];

/** True when a server `msg` is a message key the catalogues translate, not display text. */
export function isMessageKey(msg: string): boolean {
  return /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+){1,4}$/.test(msg);
}
