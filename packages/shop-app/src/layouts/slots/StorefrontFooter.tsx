/** The shop footer in the storefront layout's footer slot (owned by the storefront browsing area). */
export default function StorefrontFooter() {
  return null;
}
