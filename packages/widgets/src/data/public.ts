/**
 * The widgets' calls to the shop: plain GETs (no preflight) without credentials, so no cookie or token ever leaves
 * the partner's page; the server answers only allow-listed partner origins, and never with prices or stock.
 */
import type { CompanyInfo, DataClass, DownloadFile, Product, WidgetSku } from '@kontor/api/contract';
import { REQUEST_TIMEOUT_MS, WIDGET_API, languageId, type Language } from '@kontor/api/rules';

/** A call that did not answer data: refused (an origin off the list), unknown (404) or unreachable (status 0). */
export class WidgetCallError extends Error {
  constructor(readonly status: number) {
    super(`Kontor widget call failed (${status})`);
  }
}

/** A public product: the contract's product, which the server sends without prices and stock (those read as absent). */
export type PublicProduct = Product;

export interface WidgetApi {
  product(sku: string, signal?: AbortSignal): Promise<PublicProduct>;
  skus(skus: readonly string[], signal?: AbortSignal): Promise<WidgetSku[]>;
  dataClasses(signal?: AbortSignal): Promise<DataClass[]>;
  files(classId: string | number, signal?: AbortSignal): Promise<DownloadFile[]>;
  company(signal?: AbortSignal): Promise<CompanyInfo | null>;
}

/**
 * A shop that does not answer within the shop's request time-out (spec section 9: 30 s) is unreachable: the widget
 * says so and offers to try again, rather than showing its placeholder for ever.
 */
export function widgetApi(apiBase: string, language: Language, { timeoutMs = REQUEST_TIMEOUT_MS } = {}): WidgetApi {
  async function get<T>(path: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<T> {
    const url = new URL(path.replace(/^\//, ''), apiBase);
    url.searchParams.set('languageId', String(languageId(language)));
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
    const timeout = AbortSignal.timeout(timeoutMs);
    // A partner's older browser without AbortSignal.any keeps the caller's signal, and so its own fetch time-out.
    const both = !signal ? timeout : typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
    let status = 0;
    let body: { code?: number; data?: T };
    try {
      const response = await fetch(url, { credentials: 'omit', mode: 'cors', signal: both });
      status = response.status;
      if (!response.ok) throw new WidgetCallError(status);
      // The time-out covers the body too: a shop that sends its headers and then stalls is as unreachable.
      body = (await response.json()) as { code?: number; data?: T };
    } catch (error) {
      if (signal?.aborted || error instanceof WidgetCallError) throw error;
      throw new WidgetCallError(status);
    }
    if (body.code !== 0 || body.data === undefined) throw new WidgetCallError(status);
    return body.data;
  }
  return {
    product: (sku, signal) => get(WIDGET_API.product, { sku }, signal),
    skus: (skus, signal) => get(WIDGET_API.skus, { skus: skus.join(',') }, signal),
    dataClasses: (signal) => get(WIDGET_API.dataClasses, {}, signal),
    files: (classId, signal) => get(WIDGET_API.files, { classId }, signal),
    company: (signal) => get(WIDGET_API.company, {}, signal),
  };
}
