/** Messages of ProductGallery: the thumbnails' names and the no-image placeholder. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  label: NoMessageValues;
  thumbnail: { number: string | number; total: string | number };
  noImage: NoMessageValues;
}>({
  label: { id: 'storefront.product.gallery.label', defaultMessage: 'Product images' },
  thumbnail: { id: 'storefront.product.gallery.thumbnail', defaultMessage: 'Show image {number} of {total}' },
  noImage: { id: 'storefront.product.gallery.noImage', defaultMessage: 'No image yet' },
});
