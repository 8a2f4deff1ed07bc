/** The parts layout (spec section 2): the spare-parts header above the routed page. */
import { Outlet } from '../router/index.js';
import PartsHeader from './slots/PartsHeader.js';

export default function PartsLayout() {
  return (
    <>
      <PartsHeader />
      <Outlet />
    </>
  );
}
