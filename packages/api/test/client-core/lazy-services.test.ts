import { describe, expect, it, vi } from 'vitest';
import type { Http } from '../../src/client/http.js';
import { createLazyServices } from '../../src/client/services/lazy.js';

const fakeHttp = () =>
  ({
    call: vi.fn(() => Promise.resolve({ records: [], total: 3 })),
    download: vi.fn(),
    url: (path: string) => `https://shop.example${path}`,
  }) as unknown as Http & { call: ReturnType<typeof vi.fn> };

describe('createLazyServices', () => {
  it('sends the same request as the eager service once its module has loaded', async () => {
    const http = fakeHttp();
    const services = createLazyServices(http);
    await expect(services.cart.page(2)).resolves.toMatchObject({ total: 3 });
    await services.cart.page(3);
    expect(http.call.mock.calls.map(([method, path]) => `${method} ${path}`)).toEqual([
      'get /scgl/rfstorecart/my/page',
      'get /scgl/rfstorecart/my/page',
    ]);
  });

  it('keeps the members that answer at once synchronous', () => {
    const services = createLazyServices(fakeHttp());
    expect(services.files.url('a.pdf')).toBe('https://shop.example/admin/sys-file/a.pdf');
  });

  it('rejects a call to a method the service does not have', async () => {
    const services = createLazyServices(fakeHttp()) as unknown as { cart: { nothing: () => Promise<unknown> } };
    await expect(services.cart.nothing()).rejects.toThrow(TypeError);
  });
});
