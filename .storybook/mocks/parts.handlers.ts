// Mock handlers of the parts area's calls for screen stories: ddp-buyer's service posts from the server's seed
// (one per status, plus a processed one still to rate), their responses, cancel and evaluation kept in memory
// until `resetServicePosts()`, and the spare parts search by product over the catalogue seed.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { SERVICE_POST_SEED } from '../../packages/server/src/db/seed-data/customer/content.js';
import { SERVICE_POST_STATUS } from '../../packages/api/src/rules/service-posts.js';
import { findSku, pageOf, productOf, seedSkus } from './browse-seed.js';

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: null, data });
const refuse = (msg: string) => HttpResponse.json({ code: 1, msg, data: null });
const notFound = () => HttpResponse.json({ code: 1, msg: 'Resource does not exist', data: null }, { status: 404 });
const bodyOf = async (request: Request) => ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;

const NOW = new Date('2026-11-20T09:30:00Z');
const day = (daysAgo: number) => new Date(NOW.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

// A type rather than an interface, so it is assignable to the contract's open (looseObject) post.
type MockPost = {
  id: number;
  title: string;
  content: string;
  skuCode: string | null;
  images: string[];
  serviceStatus: number;
  response: string | null;
  evaluation: number | null;
  createTime: string;
};

/** The SKU codes the server seeds posts with: the buyer's ordered products. */
const products = () => seedSkus().filter((sku) => sku.parentSkuId === null);

/** ddp-buyer's posts as the server seeds them, newest first, and one answered post not rated yet. */
export function seedServicePosts(): MockPost[] {
  const seeded = SERVICE_POST_SEED.map((seed, index) => ({
    id: index + 1,
    title: seed.title,
    content: seed.content,
    skuCode: products()[index]?.artNo ?? null,
    images: index === 0 ? ['/admin/sys-file/kontor/ddp-buyer-damage.png'] : [],
    serviceStatus: seed.serviceStatus,
    response: seed.response,
    evaluation: seed.evaluation,
    createTime: day(index + 2),
  }));
  const toRate = {
    ...seeded[1]!,
    id: seeded.length + 1,
    title: 'Spare cushion ties',
    content: 'Four cushion ties came loose on the lounge set; please send replacements.',
    skuCode: products()[3]?.artNo ?? null,
    evaluation: null,
    createTime: day(1),
  };
  return [toRate, ...seeded];
}

let posts = seedServicePosts();
/** Back to the seed: call from a story's beforeEach when it changes posts. */
export function resetServicePosts() {
  posts = seedServicePosts();
}
const postOf = async (request: Request) => {
  const body = await bodyOf(request);
  return { body, post: posts.find((entry) => String(entry.id) === String(body.id)) };
};

export const partsHandlers: RequestHandler[] = [
  http.get('*/scgl/servicePost/page', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const status = query.get('serviceStatus');
    const all = posts.filter((post) => status === null || post.serviceStatus === Number(status));
    return ok(pageOf(all, Number(query.get('current') ?? 1), Number(query.get('size') ?? 10)));
  }),
  http.post('*/scgl/servicePost/add', async ({ request }) => {
    const body = await bodyOf(request);
    const post: MockPost = {
      id: Math.max(0, ...posts.map((entry) => entry.id)) + 1,
      title: String(body.title ?? ''),
      content: String(body.content ?? ''),
      skuCode: typeof body.skuCode === 'string' ? body.skuCode : null,
      images: Array.isArray(body.images) ? body.images.map(String) : [],
      serviceStatus: SERVICE_POST_STATUS.processing,
      response: null,
      evaluation: null,
      createTime: day(0),
    };
    posts = [post, ...posts];
    return ok(post);
  }),
  http.post('*/scgl/servicePost/getServiceById', async ({ request }) => {
    const { post } = await postOf(request);
    return post ? ok(post) : notFound();
  }),
  http.post('*/scgl/servicePost/getServiceResponse', async ({ request }) => {
    const { post } = await postOf(request);
    if (!post) return notFound();
    return ok(post.response ? [{ id: post.id, postId: post.id, content: post.response, responder: 'Kontor service', createTime: post.createTime }] : []);
  }),
  http.post('*/scgl/servicePost/setServiceStatus', async ({ request }) => {
    const { body, post } = await postOf(request);
    if (!post) return notFound();
    if (Number(body.serviceStatus) !== SERVICE_POST_STATUS.cancelled || post.serviceStatus !== SERVICE_POST_STATUS.processing)
      return refuse('servicePost.status.notAllowed');
    post.serviceStatus = SERVICE_POST_STATUS.cancelled;
    return ok(true);
  }),
  http.post('*/scgl/servicePost/evaluation', async ({ request }) => {
    const { body, post } = await postOf(request);
    if (!post) return notFound();
    if (post.serviceStatus !== SERVICE_POST_STATUS.processed) return refuse('servicePost.evaluation.notAllowed');
    post.evaluation = Number(body.evaluation);
    return ok(true);
  }),
  /** The parts search by word (a product's or a part's name or art. no.); without a word the browse handler answers. */
  http.post('*/scgl/rfsparepartsproduct/getRfSpareParts', async ({ request }) => {
    const body = await bodyOf(request.clone());
    const word = typeof body.searchWord === 'string' ? body.searchWord.trim().toLowerCase() : '';
    if (!word) return undefined;
    const matches = (sku: ReturnType<typeof seedSkus>[number] | undefined) => {
      if (!sku) return false;
      return sku.artNo.toLowerCase().includes(word) || productOf(sku, body.languageId).name.toLowerCase().includes(word);
    };
    const parts = seedSkus().filter((sku) => sku.parentSkuId !== null && (matches(sku) || matches(findSku(sku.parentSkuId))));
    const found = parts.map((sku) => productOf(sku, body.languageId));
    return ok(body.current == null ? found : pageOf(found, Number(body.current), Number(body.size ?? 20)));
  }),
];
