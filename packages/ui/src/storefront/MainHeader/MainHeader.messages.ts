/** Messages of the shop headers (MainHeader, PartsHeader) and their menus. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  banner: NoMessageValues;
  logo: NoMessageValues;
  home: NoMessageValues;
  navigation: NoMessageValues;
  recommendation: NoMessageValues;
  brands: NoMessageValues;
  cart: { count: number };
  userMenu: NoMessageValues;
  userMenuOf: { name: string };
  personal: NoMessageValues;
  containerCart: NoMessageValues;
  pallet: NoMessageValues;
  logout: NoMessageValues;
  signIn: NoMessageValues;
  language: NoMessageValues;
  tradeMode: NoMessageValues;
  tradeModeCurrent: { mode: string };
  tradeModePending: NoMessageValues;
  menu: NoMessageValues;
  parts: NoMessageValues;
  service: NoMessageValues;
  ddp: NoMessageValues;
  fob: NoMessageValues;
  temporarilyUnavailable: NoMessageValues;
}>({
  banner: { id: 'storefront.header.banner', defaultMessage: 'Shop header' },
  logo: { id: 'storefront.header.logo', defaultMessage: 'Kontor' },
  home: { id: 'storefront.header.home', defaultMessage: 'Kontor home page' },
  navigation: { id: 'storefront.header.navigation', defaultMessage: 'Shop navigation' },
  recommendation: { id: 'storefront.header.recommendation', defaultMessage: 'Recommendations' },
  brands: { id: 'storefront.header.brands', defaultMessage: 'Brands' },
  cart: {
    id: 'storefront.header.cart',
    // The count is the cart page's total (spec section 3): the container and the pallet cart's lines together.
    defaultMessage: '{count, plural, =0 {Container cart, your carts are empty} one {Container cart, # item in your carts} other {Container cart, # items in your carts}}',
  },
  userMenu: { id: 'storefront.header.userMenu', defaultMessage: 'Account' },
  userMenuOf: { id: 'storefront.header.userMenuOf', defaultMessage: 'Account of {name}' },
  personal: { id: 'storefront.header.personal', defaultMessage: 'Personal centre' },
  containerCart: { id: 'storefront.header.containerCart', defaultMessage: 'Container cart' },
  pallet: { id: 'storefront.header.pallet', defaultMessage: 'Pallet cart' },
  logout: { id: 'storefront.header.logout', defaultMessage: 'Log out' },
  signIn: { id: 'storefront.header.signIn', defaultMessage: 'Sign in' },
  language: { id: 'storefront.header.language', defaultMessage: 'Language' },
  tradeMode: { id: 'storefront.header.tradeMode', defaultMessage: 'Trade mode' },
  tradeModeCurrent: { id: 'storefront.header.tradeModeCurrent', defaultMessage: 'Trade mode: {mode}' },
  tradeModePending: { id: 'storefront.header.tradeModePending', defaultMessage: 'Trade mode: loading' },
  menu: { id: 'storefront.header.menu', defaultMessage: 'Menu' },
  parts: { id: 'storefront.header.parts', defaultMessage: 'Spare parts' },
  service: { id: 'storefront.header.service', defaultMessage: 'After-sales service' },
  // The domain catalogue's trade-mode names (TRADE_MODE_OPTIONS keys), declared here so the extractor sees them.
  ddp: { id: 'tradeMode.ddp', defaultMessage: 'DDP' },
  fob: { id: 'tradeMode.fob', defaultMessage: 'FOB' },
  temporarilyUnavailable: { id: 'tradeMode.temporarilyUnavailable', defaultMessage: 'Temporarily unavailable' },
});
