/** The top bar's lock button → the session's lock dialog ("set lock screen password"), which locks and goes to /lock. */
import { LockDialog } from '@kontor/ui/shell/LockDialog';
import { useSessionActions } from '../session/actions.js';

export function LockBinding({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useSessionActions();
  return <LockDialog isOpen={isOpen} onOpenChange={onOpenChange} onLock={session.lock} />;
}
