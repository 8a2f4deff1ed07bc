/** /403 and /401: a page the user may not open, with a way back to the shop. */
import { StatusPage } from '@kontor/ui/StatusPage';

export default function ForbiddenScreen() {
  return <StatusPage status={403} />;
}
