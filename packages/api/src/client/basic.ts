/** The Basic client credential of the token calls: `Basic base64(id:secret)`; the credential is ASCII, so btoa is exact. */
export function basicAuthorization(clientCredential: string): string {
  return `Basic ${btoa(clientCredential)}`;
}
