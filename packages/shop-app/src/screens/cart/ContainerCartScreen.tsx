/** /shopping: the container cart. */
import { CartScreen } from './CartScreen.js';

export default function ContainerCartScreen() {
  return <CartScreen kind="container" />;
}
