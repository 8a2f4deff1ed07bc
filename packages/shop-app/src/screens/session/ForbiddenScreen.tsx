/** /403 and /401: a page the user may not open (403), or may open once signed in (401, with the way to sign in). */
import { useLocation } from '../../router/index.js';
import { StatusPage } from '@kontor/ui/StatusPage';

export default function ForbiddenScreen() {
  const { pathname } = useLocation();
  return <StatusPage status={pathname === '/401' ? 401 : 403} />;
}
