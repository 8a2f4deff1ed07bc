/** Messages of CatalogueDialog. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  open: NoMessageValues;
  title: NoMessageValues;
  classes: NoMessageValues;
  files: { name: string };
  choose: NoMessageValues;
  loading: NoMessageValues;
  noClasses: NoMessageValues;
  noFiles: NoMessageValues;
  error: NoMessageValues;
  retry: NoMessageValues;
  noLink: NoMessageValues;
}>({
  open: { id: 'storefront.catalogue.open', defaultMessage: 'Catalogue download' },
  title: { id: 'storefront.catalogue.title', defaultMessage: 'Download catalogues and documents' },
  classes: { id: 'storefront.catalogue.classes', defaultMessage: 'Document classes' },
  files: { id: 'storefront.catalogue.files', defaultMessage: 'Files of {name}' },
  choose: { id: 'storefront.catalogue.choose', defaultMessage: 'Choose a class to see its files.' },
  loading: { id: 'storefront.catalogue.loading', defaultMessage: 'Loading…' },
  noClasses: { id: 'storefront.catalogue.noClasses', defaultMessage: 'There are no documents to download yet.' },
  noFiles: { id: 'storefront.catalogue.noFiles', defaultMessage: 'This class has no files yet.' },
  error: { id: 'storefront.catalogue.error', defaultMessage: 'The documents could not be loaded.' },
  retry: { id: 'storefront.catalogue.retry', defaultMessage: 'Try again' },
  noLink: { id: 'storefront.catalogue.noLink', defaultMessage: '(no download available)' },
});
