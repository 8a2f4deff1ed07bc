export { CatalogueDialog, dataClassKey, type CatalogueDialogProps, type LoadState } from './CatalogueDialog.js';
export { SLIDES_PER_SCREEN, useSlidesPerView } from './useSlidesPerView.js';
