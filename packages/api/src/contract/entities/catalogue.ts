/**
 * Catalogue entities: products (SKUs), stock, brands, families, recommendations, search words, downloads.
 * Wire names are camelCase renderings of the spec's labels (artNo = art. no., stockCn/De = stock CN/DE,
 * qty20/qty40/qty40h = quantity per 20'/40'/40'H, cartonL/W/H and openL/W/H in cm, volumes in m³).
 */
import * as z from 'zod/mini';
import '../zod.js';
import { entityId, maybe } from './wire.js';

export const product = z.looseObject({
  id: maybe(entityId),
  skuId: entityId,
  skuCode: maybe(z.string()),
  artNo: z.string(),
  name: z.string(),
  brand: maybe(z.string()),
  brandId: maybe(entityId),
  familyId: maybe(entityId),
  categoryId: maybe(entityId),
  unitPrice: maybe(z.number()),
  discountPrice: maybe(z.number()),
  /** m³ per export carton or item, used for the container fill. */
  volume: maybe(z.number()),
  /** kg */
  weight: maybe(z.number()),
  colour: maybe(z.string()),
  quantity: maybe(z.number()),
  stockCn: maybe(z.number()),
  stockDe: maybe(z.number()),
  stockProduction: maybe(z.number()),
  packingUnit: maybe(z.number()),
  cartonVolume: maybe(z.number()),
  qty20: maybe(z.number()),
  qty40: maybe(z.number()),
  qty40h: maybe(z.number()),
  cartonL: maybe(z.number()),
  cartonW: maybe(z.number()),
  cartonH: maybe(z.number()),
  openL: maybe(z.number()),
  openW: maybe(z.number()),
  openH: maybe(z.number()),
  /** Maximum orderable quantity of this SKU; absent means no limit. */
  maxOrderQty: maybe(z.number()),
  image: maybe(z.string()),
  images: maybe(z.array(z.string())),
  description: maybe(z.string()),
});
export type Product = z.infer<typeof product>;

/** /scgl/rfstockproduct/getStockProduct and getLaterDate: stock of one SKU, with the date more arrives. */
export const stock = z.looseObject({
  skuId: entityId,
  artNo: maybe(z.string()),
  stockCn: z.number(),
  stockDe: z.number(),
  stockProduction: z.number(),
  laterDate: maybe(z.string()),
});
export type Stock = z.infer<typeof stock>;

export const brand = z.looseObject({
  id: entityId,
  name: z.string(),
  logo: maybe(z.string()),
  description: maybe(z.string()),
  sort: maybe(z.number()),
});
export type Brand = z.infer<typeof brand>;

export const family = z.looseObject({
  id: entityId,
  name: z.string(),
  brandId: maybe(entityId),
  categoryId: maybe(entityId),
  image: maybe(z.string()),
  description: maybe(z.string()),
});
export type Family = z.infer<typeof family>;

/** GET /scgl/rfsystemgroupdata/recommend: a home-page tile (hot or popular) pointing at a SKU or a link. */
export const recommendation = z.looseObject({
  id: entityId,
  title: z.string(),
  image: maybe(z.string()),
  link: maybe(z.string()),
  skuId: maybe(entityId),
  type: maybe(z.string()),
  sort: maybe(z.number()),
  product: maybe(product),
});
export type Recommendation = z.infer<typeof recommendation>;

/** A suggested or popular search word. */
export const searchWord = z.looseObject({ word: z.string() });
export type SearchWord = z.infer<typeof searchWord>;

/** A class of downloadable documents (catalogue dialog slider). */
export const dataClass = z.looseObject({ id: maybe(entityId), code: z.string(), name: z.string() });
export type DataClass = z.infer<typeof dataClass>;

/** A downloadable document of a data class; fileLink opens the download. */
export const downloadFile = z.looseObject({
  id: maybe(entityId),
  classId: maybe(entityId),
  name: z.string(),
  fileLink: z.string(),
});
export type DownloadFile = z.infer<typeof downloadFile>;
