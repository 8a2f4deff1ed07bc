/**
 * The widgets' calls to the shop: plain GETs (no preflight) without credentials, so no cookie or token ever leaves
 * the partner's page; the server answers only allow-listed partner origins, and never with prices or stock.
 */
import type { CompanyInfo, DataClass, DownloadFile, Product, WidgetSku } from '@kontor/api/contract';
import { WIDGET_API, languageId, type Language } from '@kontor/api/rules';

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

export function widgetApi(apiBase: string, language: Language): WidgetApi {
  async function get<T>(path: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<T> {
    const url = new URL(path.replace(/^\//, ''), apiBase);
    url.searchParams.set('languageId', String(languageId(language)));
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
    let response: Response;
    try {
      response = await fetch(url, { credentials: 'omit', mode: 'cors', signal: signal ?? null });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new WidgetCallError(0);
    }
    if (!response.ok) throw new WidgetCallError(response.status);
    const body = (await response.json()) as { code?: number; data?: T };
    if (body.code !== 0 || body.data === undefined) throw new WidgetCallError(response.status);
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
