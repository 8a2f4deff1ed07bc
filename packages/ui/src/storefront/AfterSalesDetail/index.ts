export {
  AfterSalesDetail,
  CANCELLABLE_STATUSES,
  type AfterSalesDetailProps,
  type HandlingOpinion,
} from './AfterSalesDetail.js';
export { ProofGallery, isSafeImageSrc, type Proof } from './ProofGallery.js';
