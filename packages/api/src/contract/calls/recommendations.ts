/** Recommendation calls (spec section 7, Shop: Recommendations): home tiles and whole-container detail. */
import * as z from 'zod/mini';
import '../zod.js';
import { entityId, maybe, product, recommendation } from '../entities/index.js';
import { languageIdField } from './common.js';

/** GET /scgl/rfsystemgroupdata/recommend: hot or popular tiles of the home page. */
export const recommendQuery = z.object({ languageId: languageIdField, type: maybe(z.string()) });
export type RecommendQuery = z.input<typeof recommendQuery>;
export const recommendationList = z.array(recommendation);

/** GET /scgl/rfsystemgroupdata/fcl/detail (fcl = full container load): the /CaDetail page. */
export const wholeContainerQuery = z.object({ id: entityId, languageId: languageIdField });
export type WholeContainerQuery = z.infer<typeof wholeContainerQuery>;
/** The spec does not show the fields; what /CaDetail displays is typed, the rest is kept. */
export const wholeContainer = z.looseObject({
  id: maybe(entityId),
  title: maybe(z.string()),
  image: maybe(z.string()),
  cabinetType: maybe(z.string()),
  totalVolume: maybe(z.number()),
  products: maybe(z.array(product)),
});
export type WholeContainer = z.infer<typeof wholeContainer>;
