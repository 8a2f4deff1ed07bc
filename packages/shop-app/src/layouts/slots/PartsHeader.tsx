/** The parts header in the parts layout's header slot (owned by the storefront browsing area). */
export default function PartsHeader() {
  return null;
}
