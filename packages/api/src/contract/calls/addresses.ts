/** Delivery-address calls (spec section 7, Shop: Addresses). */
import * as z from 'zod/mini';
import '../zod.js';
import { address, addressForm } from '../entities/index.js';

/** GET /scgl/rfmemberreceiving/member: the member's delivery addresses. */
export const addressList = z.array(address);

/**
 * POST /scgl/rfmemberreceiving/{id}: saves the address form. The spec lists POST on the id path (not
 * PigX's plain POST/PUT pair), so the address travels as the body and its id in the path.
 */
export const addressSaveBody = addressForm;
export type AddressSaveBody = z.input<typeof addressSaveBody>;
