/** The main shop header in the storefront layout's header slot (owned by the storefront browsing area). */
export default function StorefrontHeader() {
  return null;
}
