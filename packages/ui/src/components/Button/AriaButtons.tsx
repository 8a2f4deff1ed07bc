/** Where the kit's buttons and links must be react-aria's own: inside react-aria triggers that reach them by PressResponder or FocusableProvider. */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import { AriaPartsContext } from './ariaParts.js';

const parts = { Button, Link };

/**
 * DialogTrigger, MenuTrigger, TooltipTrigger and friends give their trigger its press and focus handlers through
 * react-aria contexts that only react-aria's usePress/useFocusable read. The kit's wrappers of those triggers put
 * their children in this provider, so a Button, IconButton or Link inside renders react-aria's own (loaded with the
 * trigger anyway) instead of the light one.
 */
export function WithAriaButtons({ children }: { children: ReactNode }) {
  return <AriaPartsContext.Provider value={parts}>{children}</AriaPartsContext.Provider>;
}
