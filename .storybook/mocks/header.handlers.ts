// Mock handlers of the header area's calls for screen stories: the category tree, data classes and files,
// search words, the trade-mode dictionary, the footer's company details and the user info, answered from the
// server's seed data in the language the request asks for.
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { CategoryNode } from '@kontor/api/contract';
import { TRADE_MODE_DICT_TYPE } from '@kontor/api/contract';
import { CATEGORY_SEED } from '../../packages/server/src/db/seed-data/catalogue/categories.js';
import { DATA_CLASS_SEED } from '../../packages/server/src/db/seed-data/catalogue/downloads.js';
import { LANGUAGE_CODES } from '../../packages/server/src/db/seed-data/catalogue/labels.js';
import { searchWordRows, POPULAR_WORDS_PER_LANGUAGE } from '../../packages/server/src/db/seed-data/catalogue/search-words.js';
import { COMPANY_INFO_SEED, DICT_SEED } from '../../packages/server/src/db/seed-data/catalogue/site.js';
import { ACCOUNT_SEED } from '../../packages/server/src/db/seed-data/customer/accounts.js';

/** The backend's envelope: `{ code: 0, msg, data }`. */
export const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: null, data });

/** Index into a seed's Labels from a language id (1 zh ... 4 fr); English when unknown. */
const indexOf = (languageId: unknown) => {
  const id = Number(languageId);
  return id >= 1 && id <= 4 ? id - 1 : 1;
};

/** The three-level tree of one language, as GET /scgl/rfcategory/tree/qd/zy/{languageId} answers. */
export function seedCategoryTree(languageId: number): CategoryNode[] {
  const index = indexOf(languageId);
  const nodes = new Map<number, CategoryNode>();
  for (const seed of CATEGORY_SEED)
    nodes.set(seed.id, { id: seed.id, label: (seed.labels[index] ?? seed.labels[0] ?? ''), show: true, parentId: seed.parentId, children: [] });
  const roots: CategoryNode[] = [];
  for (const seed of [...CATEGORY_SEED].sort((a, b) => a.sort - b.sort)) {
    const node = nodes.get(seed.id)!;
    const parent = seed.parentId === null ? undefined : nodes.get(seed.parentId);
    (parent ? parent.children! : roots).push(node);
  }
  return roots;
}

export const seedDataClasses = (languageId: number) =>
  DATA_CLASS_SEED.map((dataClass) => ({
    id: dataClass.id,
    code: dataClass.code,
    name: dataClass.labels[indexOf(languageId)] ?? '',
    fileCount: dataClass.files.length,
  }));

/** A class's files; links are absolute https, as the server answers them (never a javascript: link). */
export const seedClassFiles = (languageId: number, classId: unknown) => {
  const dataClass = DATA_CLASS_SEED.find((seed) => String(seed.id) === String(classId));
  const code = LANGUAGE_CODES[indexOf(languageId)];
  return (dataClass?.files ?? []).map((file, index) => ({
    id: dataClass!.id * 100 + index,
    classId: dataClass!.id,
    name: file.labels[indexOf(languageId)] ?? '',
    fileLink: `https://shop.kontor.example/admin/sys-file/${dataClass!.code}-${file.slug}-${code}.pdf`,
  }));
};

/** Every search word of a language in the seed's order; the first eight are the popular ones. */
export const seedSearchWords = (languageId: number) =>
  searchWordRows()
    .filter((row) => row[1] === languageId)
    .map((row) => String(row[2]));

export const seedPopularWords = (languageId: number) =>
  seedSearchWords(languageId).slice(0, POPULAR_WORDS_PER_LANGUAGE);

/** GET /admin/user/info of a demo customer (ddp-buyer or fob-buyer). */
export function seedUserInfo(username: 'ddp-buyer' | 'fob-buyer' = 'ddp-buyer') {
  const account = ACCOUNT_SEED.find((seed) => seed.username === username)!;
  return {
    sysUser: { userId: username === 'ddp-buyer' ? 2 : 3, username, realname: account.realname },
    roles: [2],
    permissions: [],
    name: account.realname,
    tel: account.phone,
    email: account.email,
    salesname: account.member!.salesname,
    salesPhone: account.member!.salesPhone,
    modeOfTrade: account.member!.modeOfTrade,
  };
}

const bodyOf = async (request: Request) => ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;

export const headerHandlers: RequestHandler[] = [
  http.get('*/scgl/rfcategory/tree/qd/zy/:languageId', ({ params }) =>
    ok(seedCategoryTree(Number(params.languageId))),
  ),
  http.post('*/scgl/rfdataclass/getAllDataClass', async ({ request }) =>
    ok(seedDataClasses(Number((await bodyOf(request)).languageId))),
  ),
  http.post('*/scgl/rfdatainfomation/getDataInfoByClassId', async ({ request }) => {
    const body = await bodyOf(request);
    return ok(seedClassFiles(Number(body.languageId), body.classId));
  }),
  http.post('*/scgl/search/getRecommendWord', async ({ request }) =>
    ok(seedPopularWords(Number((await bodyOf(request)).languageId)).map((word) => ({ word }))),
  ),
  http.post('*/scgl/search/getSearchWords', async ({ request }) => {
    const body = await bodyOf(request);
    const typed = String(body.searchWord ?? '').trim().toLowerCase();
    const words = seedSearchWords(Number(body.languageId));
    const found = typed ? words.filter((word) => word.toLowerCase().includes(typed)).slice(0, 10) : words.slice(0, 8);
    return ok(found.map((word) => ({ word })));
  }),
  http.get('*/admin/syspublicdict/typelang', ({ request }) => {
    const lang = new URL(request.url).searchParams.get('lang') ?? 'en';
    const index = Math.max(0, LANGUAGE_CODES.indexOf(lang as (typeof LANGUAGE_CODES)[number]));
    return ok(
      DICT_SEED.filter((entry) => entry.type === TRADE_MODE_DICT_TYPE).map((entry, sort) => ({
        id: sort + 1,
        type: entry.type,
        value: entry.value,
        label: (entry.labels[index] ?? entry.labels[0] ?? ''),
        sort,
        lang,
      })),
    );
  }),
  http.get('*/scgl/company/info', ({ request }) => {
    const index = indexOf(new URL(request.url).searchParams.get('languageId'));
    const info: Record<string, string | string[]> = Object.fromEntries(
      COMPANY_INFO_SEED.map((entry) => [entry.key, (entry.labels[index] ?? entry.labels[0] ?? '')]),
    );
    info.phones = COMPANY_INFO_SEED.filter((entry) => entry.key.startsWith('phone')).map((entry) => (entry.labels[index] ?? entry.labels[0] ?? ''));
    return ok(info);
  }),
  http.get('*/admin/user/info', () => ok(seedUserInfo())),
];
