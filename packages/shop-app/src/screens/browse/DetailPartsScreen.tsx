/** /detailParts: the product page of the parts storefront. */
import { ProductDetail } from './ProductDetail.js';

export default function DetailPartsScreen() {
  return <ProductDetail kind="detailParts" />;
}
