/** /partsServiceDetail: the product page of the parts storefront. */
import { ProductDetail } from './ProductDetail.js';

export default function PartsServiceDetailScreen() {
  return <ProductDetail kind="partsServiceDetail" />;
}
