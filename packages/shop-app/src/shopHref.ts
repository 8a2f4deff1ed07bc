/** Link hrefs for react-aria: shop paths go through the router, links that leave the shop stay as they are. */
import { useHref } from './router/index.js';

/** Another site, `tel:`, `mailto:` or a protocol-relative URL: the router must not turn it into a shop path. */
const LEAVES_THE_SHOP = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export function useShopHref(href: string): string {
  const routed = useHref(href);
  return LEAVES_THE_SHOP.test(href) ? href : routed;
}
