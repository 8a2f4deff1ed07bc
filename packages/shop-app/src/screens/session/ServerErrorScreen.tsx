/** /500: a server failure, with a way back to the shop. */
import { StatusPage } from '@kontor/ui/StatusPage';

export default function ServerErrorScreen() {
  return <StatusPage status={500} />;
}
