// Shared fixtures of the after-sales stories: real (tiny) PNG files of any size and requests in every status.
import type { AfterSalesRequest } from '@kontor/api/contract';
import { AFTER_SALES_STATUSES } from '@kontor/api/rules';

/** A 1×1 PNG; bytes after its end are ignored by decoders, so padding sets the size without breaking the picture. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkqPr/HwAEkgJBbXYPAgAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

export function picture(name: string, bytes = 120 * 1024): File {
  const data = new Uint8Array(Math.max(bytes, PNG.length));
  data.set(PNG);
  return new File([data], name, { type: 'image/png' });
}

export const fileInputs = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLInputElement>('input[type="file"]'),
];

/** A blob URL of the picture above, standing in for a stored proof fetched by the binding. */
export const PROOF_SRC = URL.createObjectURL(new Blob([PNG], { type: 'image/png' }));

export const request: AfterSalesRequest = {
  id: 31,
  serviceNo: 'KS2026000031',
  orderNo: 'KO202600007',
  skuId: 11,
  artNo: 'VE-160-SA',
  itemName: 'Vento Dining table 160 cm',
  serviceType: 1,
  status: 0,
  applyQuantity: 2,
  reason: 'Damaged in transport',
  proofImages: ['/admin/sys-file/kontor/a1.png', '/admin/sys-file/kontor/a2.png'],
  contactPerson: 'Anna Hoffmann',
  email: 'anna.hoffmann@gartenwelt.example',
  damageDescription:
    'Two table tops arrived with cracked glass; the cartons were crushed at one corner.',
  proofOfPurchase: ['/admin/sys-file/kontor/invoice.png'],
  createTime: '2026-11-20 09:30:00',
};

export const requestsInEveryStatus: AfterSalesRequest[] = AFTER_SALES_STATUSES.map(
  (status, index) => ({
    ...request,
    id: 40 + index,
    serviceNo: `KS20260000${40 + index}`,
    status: status.value,
    serviceType: index % 4,
  }),
);
