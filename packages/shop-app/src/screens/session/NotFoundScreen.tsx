/** /404: the page that does not exist, with a way back to the shop. */
import { StatusPage } from '@kontor/ui/StatusPage';

export default function NotFoundScreen() {
  return <StatusPage status={404} />;
}
