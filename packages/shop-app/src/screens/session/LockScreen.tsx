/**
 * /lock: the locked session; the right lock password returns to the page it was locked on, or log out. Without a
 * session (the path is public) there is nothing to unlock: the screen offers the sign-in page.
 */
import { useNavigate } from '../../router/index.js';
import { LockScreen } from '@kontor/ui/shell/LockScreen';
import { logout } from '../../session/actions.js';
import { unlockScreen } from '../../session/lock.js';
import { useSignedIn } from '../../session/state.js';
import { useHydrated } from '@kontor/ui/Form';
import { useUser } from '../../session/useUser.js';
import { LOGIN_PATH } from '../../session/target.js';

export default function LockRoute() {
  const navigate = useNavigate();
  const { user } = useUser();
  // The session as the page reads it: a page the server drew for nobody hydrates with the form's stand-in, then
  // reads whether someone is signed in.
  const signedIn = useSignedIn();
  const hydrated = useHydrated();
  return (
    <LockScreen
      userName={user?.sysUser.realname || user?.sysUser.username}
      onUnlock={async (password) => {
        const back = await unlockScreen(password);
        if (back === undefined) return false;
        void navigate(back, { replace: true });
        return true;
      }}
      onLogout={() => void logout()}
      signedOutHref={signedIn ? undefined : LOGIN_PATH}
      sessionPending={!hydrated}
    />
  );
}
