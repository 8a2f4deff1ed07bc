// Mock handlers of the browse area's calls for screen stories: answers built from the server's seed data
// (browse-seed.ts). Questions asked in a story are kept in memory until the page reloads.
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  categoryChildren,
  categoryPath,
  findSku,
  labelIndex,
  pageOf,
  productOf,
  productsOf,
  seedBrands,
  seedFamilies,
  seedQuestions,
  seedRecommendations,
  seedSkus,
  seedWholeContainer,
  subtree,
} from './browse-seed.js';

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: null, data });
const notFound = () => HttpResponse.json({ code: 1, msg: 'Resource does not exist', data: null }, { status: 404 });
const bodyOf = async (request: Request) => ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
const num = (value: unknown, fallback: number) => (Number.isFinite(Number(value)) && value != null ? Number(value) : fallback);

/** Questions asked during the story session, per SKU code. */
const asked = new Map<string, { id: number; skuCode: string; content: string; answer: null; closed: boolean; mine: true; userName: string; createTime: string }[]>();
const closedIds = new Set<string>();

/** A picture for every stored file: a quiet swatch with the file's name, like the server's generated pictures. */
const picture = (name: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
<rect width="640" height="640" fill="#eef1f4"/><rect x="120" y="200" width="400" height="240" rx="24" fill="#c9d2dc"/>
<text x="320" y="560" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#4a5563">${name.replace(/[^\w.-]/g, '')}</text></svg>`;

export const browseHandlers: RequestHandler[] = [
  http.get('*/admin/sys-file/:name', ({ params }) =>
    new HttpResponse(picture(String(params.name)), { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
  http.post('*/scgl/rfgoodsattrsku/yq/skuid', async ({ request }) => {
    const body = await bodyOf(request);
    const sku = findSku(body.skuId);
    if (!sku) return notFound();
    const spareParts = productsOf(seedSkus().filter((s) => s.parentSkuId === sku.id), body.languageId);
    return ok({ ...productOf(sku, body.languageId), spareParts });
  }),
  http.post('*/scgl/rfgoodsattrsku/goods', async ({ request }) => {
    const body = await bodyOf(request);
    const sku = findSku(body.skuId);
    return ok(productsOf(seedSkus().filter((s) => s.familyId === sku?.familyId && s.parentSkuId === null), body.languageId));
  }),
  http.post('*/scgl/rfsparepartsproduct/getRfSpareParts', async ({ request }) => {
    const body = await bodyOf(request);
    const parts = seedSkus().filter(
      (s) =>
        s.parentSkuId !== null &&
        (body.skuId == null || String(s.parentSkuId) === String(body.skuId)) &&
        (body.familyId == null || String(s.familyId) === String(body.familyId)),
    );
    const products = productsOf(parts, body.languageId);
    return ok(body.current == null ? products : pageOf(products, num(body.current, 1), num(body.size, 20)));
  }),
  http.get('*/scgl/rfsystemgroupdata/recommend', ({ request }) =>
    ok(seedRecommendations(new URL(request.url).searchParams.get('languageId'))),
  ),
  http.get('*/scgl/rfsystemgroupdata/fcl/detail', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const load = seedWholeContainer(query.get('id'), query.get('languageId'));
    return load ? ok(load) : notFound();
  }),
  http.get('*/scgl/rfbrand/brandlist/qy/:id', ({ params }) => ok(seedBrands(params.id))),
  http.post('*/scgl/rffamilys/yq/page', async ({ request }) => {
    const body = await bodyOf(request);
    return ok(pageOf(seedFamilies(body.languageId, body.brandId), num(body.current, 1), num(body.size, 20)));
  }),
  http.post('*/scgl/rffamilygoods/familys', async ({ request }) => {
    const body = await bodyOf(request);
    return ok(productsOf(seedSkus().filter((s) => String(s.familyId) === String(body.familyId) && s.parentSkuId === null), body.languageId));
  }),
  http.get('*/scgl/rffamilygoods/yq/recommend/:id', ({ params, request }) => {
    const languageId = new URL(request.url).searchParams.get('languageId');
    const others = seedSkus().filter((s) => s.parentSkuId === null && String(s.familyId) !== String(params.id) && s.stockCn + s.stockDe > 0);
    const onePerFamily = others.filter((s, index) => others.findIndex((o) => o.familyId === s.familyId) === index);
    return ok(productsOf(onePerFamily.slice(0, 4), languageId));
  }),
  http.post('*/scgl/rfcategory/skus', async ({ request }) => {
    const body = await bodyOf(request);
    const ids = subtree(Number(body.categoryId));
    const products = productsOf(seedSkus().filter((s) => ids.includes(s.categoryId) && s.parentSkuId === null), body.languageId);
    return ok(pageOf(products, num(body.current, 1), num(body.size, 20)));
  }),
  http.get('*/scgl/rfcategory/tree/path', ({ request }) => {
    const query = new URL(request.url).searchParams;
    return ok(categoryPath(Number(query.get('id')), query.get('languageId')));
  }),
  http.get('*/scgl/rfcategory/tree/children', ({ request }) => {
    const query = new URL(request.url).searchParams;
    return ok(categoryChildren(Number(query.get('id')), query.get('languageId')));
  }),
  http.post('*/scgl/search/getSearchSkus', async ({ request }) => {
    const body = await bodyOf(request);
    const terms = String(body.searchWord ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
    const i = labelIndex(body.languageId);
    const found = terms.length
      ? seedSkus().filter((s) => terms.every((t) => [s.names[i], s.artNo, s.colour.labels[i]].some((text) => text.toLowerCase().includes(t))))
      : [];
    return ok(pageOf(productsOf(found, body.languageId), num(body.current, 1), num(body.size, 20)));
  }),
  http.post('*/scgl/question/getQuestionAndAnswerBySkuCode', async ({ request }) => {
    const skuCode = String((await bodyOf(request)).skuCode);
    const list = [...(asked.get(skuCode) ?? []), ...seedQuestions(skuCode)];
    return ok(list.map((q) => (closedIds.has(String(q.id)) ? { ...q, closed: true } : q)));
  }),
  http.post('*/scgl/question/postQuestion', async ({ request }) => {
    const body = await bodyOf(request);
    const skuCode = String(body.skuCode);
    const list = asked.get(skuCode) ?? [];
    const id = 100 + list.length;
    list.unshift({ id, skuCode, content: String(body.content), answer: null, closed: false, mine: true, userName: 'ddp-buyer', createTime: '2026-11-24 10:00:00' });
    asked.set(skuCode, list);
    return ok({ id });
  }),
  http.post('*/scgl/question/closeQuestionById', async ({ request }) => {
    closedIds.add(String((await bodyOf(request)).id));
    return ok(true);
  }),
  http.post('*/scgl/question/feedbackQuestion', () => ok(true)),
  http.post('*/scgl/question/emailSend', async ({ request }) => {
    const body = await bodyOf(request);
    return ok({ shareUrl: `${location.origin}/shareShow?skuCode=${encodeURIComponent(String(body.skuCode))}&share=story` });
  }),
  http.post('*/scgl/question/getShareUrl', async ({ request }) => {
    const body = await bodyOf(request);
    return ok(`${location.origin}/shareShow?skuCode=${encodeURIComponent(String(body.skuCode))}&share=story`);
  }),
  http.post('*/scgl/share/saveShareVisitData', () => ok(true)),
  http.post('*/scgl/threed/getThreedBySkucode', () => ok(null)),
];
