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
  // 401s of a session that is over: the client signs the user out and shows why.
  'auth.token.expired',
  'auth.refreshToken.invalid',
  // addBatch with wholeCartons (the quick order): a quantity off the packing unit (rules/quick-order.ts).
  'quickOrder.quantity.packing',
  // HTTP 503 while the server's database is away (a restart, a failover): the same request may be sent again.
  'server.unavailable',
] as const;
export type ServerMessageKey = (typeof SERVER_MESSAGE_KEYS)[number];

/** The message of a 503: try again in a moment, nothing the user typed is lost. */
export const SERVICE_UNAVAILABLE_KEY = 'server.unavailable' satisfies ServerMessageKey;

/** True when a server `msg` is a message key the catalogues translate, not display text. */
export function isMessageKey(msg: string): boolean {
  return /^[a-z][A-Za-z]*(\.[A-Za-z0-9]+){1,4}$/.test(msg);
}
