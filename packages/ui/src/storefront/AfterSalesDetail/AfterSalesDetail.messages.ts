/** Messages of an after-sales request's detail: fields, proofs, handling opinions and cancelling. */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  title: { serviceNo: string };
  orderNo: NoMessageValues;
  artNo: NoMessageValues;
  itemName: NoMessageValues;
  serviceType: NoMessageValues;
  applyQuantity: NoMessageValues;
  reason: NoMessageValues;
  damageDescription: NoMessageValues;
  contactPerson: NoMessageValues;
  email: NoMessageValues;
  createTime: NoMessageValues;
  proofOfPurchase: NoMessageValues;
  proofImages: NoMessageValues;
  noProofs: NoMessageValues;
  openProof: { name: string };
  saveProof: { name: string };
  opinions: NoMessageValues;
  noOpinions: NoMessageValues;
  cancel: NoMessageValues;
  cancelQuestion: NoMessageValues;
  keep: NoMessageValues;
}>({
  title: { id: 'afterSales.detail.title', defaultMessage: 'After-sales request {serviceNo}' },
  orderNo: { id: 'afterSales.detail.orderNo', defaultMessage: 'Order number' },
  artNo: { id: 'afterSales.detail.artNo', defaultMessage: 'Article no.' },
  itemName: { id: 'afterSales.detail.itemName', defaultMessage: 'Item' },
  serviceType: { id: 'afterSales.detail.serviceType', defaultMessage: 'Service type' },
  applyQuantity: { id: 'afterSales.detail.applyQuantity', defaultMessage: 'Apply quantity' },
  reason: { id: 'afterSales.detail.reason', defaultMessage: 'Reason' },
  damageDescription: {
    id: 'afterSales.detail.damageDescription',
    defaultMessage: 'Damage description',
  },
  contactPerson: { id: 'afterSales.detail.contactPerson', defaultMessage: 'Contact person' },
  email: { id: 'afterSales.detail.email', defaultMessage: 'Email' },
  createTime: { id: 'afterSales.detail.createTime', defaultMessage: 'Applied on' },
  proofOfPurchase: { id: 'afterSales.detail.proofOfPurchase', defaultMessage: 'Proof of purchase' },
  proofImages: { id: 'afterSales.detail.proofImages', defaultMessage: 'Proof pictures' },
  noProofs: { id: 'afterSales.detail.noProofs', defaultMessage: 'None attached' },
  openProof: { id: 'afterSales.detail.openProof', defaultMessage: 'View {name}' },
  saveProof: { id: 'afterSales.detail.saveProof', defaultMessage: 'Save {name}' },
  opinions: { id: 'afterSales.detail.opinions', defaultMessage: 'Handling opinions' },
  noOpinions: { id: 'afterSales.detail.noOpinions', defaultMessage: 'No handling opinion yet.' },
  cancel: { id: 'afterSales.detail.cancel', defaultMessage: 'Cancel request' },
  cancelQuestion: {
    id: 'afterSales.detail.cancelQuestion',
    defaultMessage: 'Cancel this after-sales request? This cannot be undone.',
  },
  keep: { id: 'afterSales.detail.keep', defaultMessage: 'Keep request' },
});
