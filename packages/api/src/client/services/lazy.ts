/**
 * Every service area, each module loaded with its first call: a route's first load carries only the services (and
 * their contract schemas) it really calls; sign-in calls none. Same shape and types as `createServices`; every
 * member answers a promise, so waiting for the module is invisible to callers. `files` (its `url` answers at once)
 * and `importExport` (it refuses a bad path synchronously, before anything is sent) stay eager.
 */
import type { Http } from '../http.js';
import { filesService } from './files.js';
import { importExportService } from './import-export.js';
import type { KontorServices } from './index.js';

type ServiceFactory = (http: Http) => object;
type LazyArea = Exclude<keyof KontorServices, 'files' | 'importExport'>;

const LOADERS: Record<LazyArea, () => Promise<ServiceFactory>> = {
  member: () => import('./member.js').then((m) => m.memberService),
  categories: () => import('./categories.js').then((m) => m.categoriesService),
  recommendations: () => import('./recommendations.js').then((m) => m.recommendationsService),
  brands: () => import('./brands-families.js').then((m) => m.brandsService),
  families: () => import('./brands-families.js').then((m) => m.familiesService),
  skus: () => import('./skus.js').then((m) => m.skusService),
  addresses: () => import('./addresses.js').then((m) => m.addressesService),
  cart: () => import('./cart.js').then((m) => m.cartService),
  orders: () => import('./orders.js').then((m) => m.ordersService),
  serviceOrders: () => import('./service-orders.js').then((m) => m.serviceOrdersService),
  email: () => import('./email.js').then((m) => m.emailService),
  cabinet: () => import('./cabinet.js').then((m) => m.cabinetService),
  stock: () => import('./stock-parts.js').then((m) => m.stockService),
  spareParts: () => import('./stock-parts.js').then((m) => m.sparePartsService),
  dataClasses: () => import('./data-classes.js').then((m) => m.dataClassesService),
  payment: () => import('./payment.js').then((m) => m.paymentService),
  company: () => import('./company.js').then((m) => m.companyService),
  search: () => import('./search.js').then((m) => m.searchService),
  invoices: () => import('./invoices.js').then((m) => m.invoicesService),
  questions: () => import('./questions.js').then((m) => m.questionsService),
  share: () => import('./share.js').then((m) => m.shareService),
  servicePosts: () => import('./service-posts.js').then((m) => m.servicePostsService),
  messages: () => import('./messages.js').then((m) => m.messagesService),
  dictionaries: () => import('./dictionaries.js').then((m) => m.dictionariesService),
  logs: () => import('./logs.js').then((m) => m.logsService),
  menus: () => import('./menus.js').then((m) => m.menusService),
};

/** One area: its methods exist at once; the first call loads the module, later calls reuse the built service. */
function lazyArea(http: Http, load: () => Promise<ServiceFactory>): object {
  let service: Promise<Record<string, (...args: unknown[]) => unknown>> | undefined;
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy(
    {},
    {
      get(_target, name) {
        if (typeof name !== 'string' || name === 'then') return undefined;
        let method = methods.get(name);
        if (!method) {
          method = async (...args: unknown[]) => {
            // A failed load (a dropped connection) is retried by the next call instead of failing for good.
            service ??= load()
              .then((factory) => factory(http) as Record<string, (...args: unknown[]) => unknown>)
              .catch((error: unknown) => {
                service = undefined;
                throw error;
              });
            const built = await service;
            const member = built[name];
            if (typeof member !== 'function') throw new TypeError(`The service has no method ${name}`);
            return member(...args);
          };
          methods.set(name, method);
        }
        return method;
      },
    },
  );
}

export function createLazyServices(http: Http): KontorServices {
  const areas = Object.fromEntries(
    (Object.keys(LOADERS) as LazyArea[]).map((area) => [area, lazyArea(http, LOADERS[area])]),
  );
  return { ...areas, files: filesService(http), importExport: importExportService(http) } as KontorServices;
}
