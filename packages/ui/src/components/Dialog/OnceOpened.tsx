/** Renders a trigger's overlay only from its first opening on, so a lazily loaded dialog loads when it is wanted. */
import { useContext, useState, type ReactNode } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components/Dialog';

/**
 * Put inside a DialogTrigger around a lazily loaded dialog (with its Suspense): nothing renders, and so nothing
 * loads, until the trigger opens; then it stays mounted so the closing transition and focus return still run.
 */
export function OnceOpened({ children }: { children: ReactNode }) {
  const isOpen = useContext(OverlayTriggerStateContext)?.isOpen ?? false;
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen ? children : null;
}
