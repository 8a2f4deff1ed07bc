/** The storefront layout (spec section 2): the main shop header, the routed page, the shop footer. */
import { BackToTop } from '@kontor/ui/shell/BackToTop';
import { MainHeaderPlaceholder } from '@kontor/ui/storefront/MainHeader';
import { SkipLink, SkipTarget } from '@kontor/ui/SkipLink';
import { AfterFrame, AfterScreen, Outlet } from '../router/index.js';
import StorefrontHeader from './slots/StorefrontHeader.js';
import StorefrontFooter from './slots/StorefrontFooter.js';

export default function StorefrontLayout() {
  return (
    <>
      <SkipLink />
      {/* A task after the layout as the shop opens, its empty bar in its place meanwhile. */}
      <AfterFrame placeholder={<MainHeaderPlaceholder />}>
        <StorefrontHeader />
      </AfterFrame>
      {/* At least a screen high, so the footer starts below the fold while the page's code and data arrive: the
          content growing under it then moves nothing in view (CLS 0 on a phone). */}
      <SkipTarget style={{ minBlockSize: '100dvh' }}>
        <Outlet />
      </SkipTarget>
      {/* Below the fold as the shop opens: drawn a task after the screen. */}
      <AfterScreen>
        <StorefrontFooter />
        <BackToTop />
      </AfterScreen>
    </>
  );
}
