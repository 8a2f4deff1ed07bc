/** /detail: the product page. */
import { ProductDetail } from './ProductDetail.js';

export default function DetailScreen() {
  return <ProductDetail kind="detail" />;
}
