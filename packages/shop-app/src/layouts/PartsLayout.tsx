/** The parts layout (spec section 2): the spare-parts header above the routed page. */
import { BackToTop } from '@kontor/ui/shell/BackToTop';
import { MainHeaderPlaceholder } from '@kontor/ui/storefront/MainHeader';
import { SkipLink, SkipTarget } from '@kontor/ui/SkipLink';
import { AfterFrame, AfterScreen, Outlet } from '../router/index.js';
import PartsHeader from './slots/PartsHeader.js';

export default function PartsLayout() {
  return (
    <>
      <SkipLink />
      {/* A task after the layout as the shop opens; the parts header shares the main header's frame and bar. */}
      <AfterFrame placeholder={<MainHeaderPlaceholder />}>
        <PartsHeader />
      </AfterFrame>
      <SkipTarget>
        <Outlet />
      </SkipTarget>
      <AfterScreen>
        <BackToTop />
      </AfterScreen>
    </>
  );
}
