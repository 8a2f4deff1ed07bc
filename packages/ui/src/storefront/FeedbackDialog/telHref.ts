/** The tel: link of a phone number from the server, shared by the feedback dialog's body and the shop footer. */

/** A tel: URI keeps digits and a leading '+' only, so server text can never become another kind of link. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
