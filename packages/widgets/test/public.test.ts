/** The widgets' calls: GETs to the shop's widget paths in the element's language, never with credentials. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIDGET_API } from '@kontor/api/rules';
import { widgetApi, WidgetCallError } from '../src/data/public.js';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', async (url: URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

describe('widgetApi', () => {
  it('asks the shop for a product by article number in the language, without credentials or headers', async () => {
    const calls = stubFetch(200, { code: 0, msg: null, data: { skuId: 1, artNo: 'SV01-101', name: 'Stuhl' } });
    const product = await widgetApi('https://shop.example/', 'de').product('SV01-101');
    expect(product.name).toBe('Stuhl');
    expect(calls[0]!.url).toBe(`https://shop.example${WIDGET_API.product}?languageId=3&sku=SV01-101`);
    expect(calls[0]!.init).toMatchObject({ credentials: 'omit', mode: 'cors' });
    expect(calls[0]!.init?.headers).toBeUndefined();
    expect(calls[0]!.init?.method ?? 'GET').toBe('GET');
  });

  it('sends the SKUs of a quick order as one list', async () => {
    const calls = stubFetch(200, { code: 0, msg: null, data: [] });
    await widgetApi('https://shop.example/', 'zh').skus(['A-1', 'B-2']);
    expect(new URL(calls[0]!.url).searchParams.get('skus')).toBe('A-1,B-2');
    expect(new URL(calls[0]!.url).searchParams.get('languageId')).toBe('1');
  });

  it('rejects with the status when the shop refuses (an origin off the list) or answers no data', async () => {
    stubFetch(403, { code: 1, msg: 'No permission for this operation', data: null });
    await expect(widgetApi('https://shop.example/', 'en').company()).rejects.toEqual(new WidgetCallError(403));
    stubFetch(200, { code: 1, msg: 'x', data: null });
    await expect(widgetApi('https://shop.example/', 'en').dataClasses()).rejects.toBeInstanceOf(WidgetCallError);
  });

  it('gives up on a shop that does not answer within the time-out, as unreachable (the widget then offers a retry)', async () => {
    vi.stubGlobal('fetch', (_url: URL, init?: RequestInit) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason))));
    await expect(widgetApi('https://shop.example/', 'en', { timeoutMs: 50 }).product('SV01-101')).rejects.toEqual(new WidgetCallError(0));
    // The caller's own abort (the element removed) stays an abort, not a failure to show.
    const caller = new AbortController();
    const asked = widgetApi('https://shop.example/', 'en', { timeoutMs: 5_000 }).product('SV01-101', caller.signal);
    caller.abort();
    await expect(asked).rejects.not.toBeInstanceOf(WidgetCallError);
  });
});
