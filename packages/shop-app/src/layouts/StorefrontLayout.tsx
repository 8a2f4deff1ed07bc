/** The storefront layout (spec section 2): the main shop header, the routed page, the shop footer. */
import { Outlet } from 'react-router';
import StorefrontHeader from './slots/StorefrontHeader.js';
import StorefrontFooter from './slots/StorefrontFooter.js';

export default function StorefrontLayout() {
  return (
    <>
      <StorefrontHeader />
      <Outlet />
      <StorefrontFooter />
    </>
  );
}
