/** The inline first-screen painter: which screen, in which language, and never markup from data. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paintFirstScreen, type FirstScreenConfig, type FirstScreenData } from './paint.js';

const text = (lang: string) => ({
  containerCart: `${lang}: Container cart`,
  homeTitle: `${lang}: Garden furniture`,
  hot: `${lang}: Hot products`,
  artNo: `${lang}: Art. no. {artNo}`,
  brand: `${lang}: Brand: {brand}`,
});
const config: FirstScreenConfig = {
  prefix: 'pigx',
  languages: ['zh', 'en', 'de', 'fr'],
  fallbackLanguage: 'en',
  texts: { zh: text('zh'), en: text('en'), de: text('de'), fr: text('fr') },
  dataId: 'first-screen-data',
  hostId: 'first-screen',
};

function open(path: string, data?: FirstScreenData) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="first-screen"></div><script type="application/json" id="first-screen-data"></script>';
  if (data) document.getElementById('first-screen-data')!.textContent = JSON.stringify(data);
  paintFirstScreen(config);
  return document.getElementById('first-screen')!;
}
const signIn = () => window.sessionStorage.setItem('pigx-access_token', JSON.stringify({ dataType: 'string', content: 'token' }));

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('paintFirstScreen', () => {
  it('paints the heading in the stored language, which wins over the browser, and ?lang= first, as the app does', () => {
    signIn();
    window.localStorage.setItem('pigx-language', JSON.stringify({ dataType: 'string', content: 'de' }));
    const host = open('/shopping');
    expect(host.querySelector('h1')?.textContent).toBe('de: Container cart');
    expect(host.dataset.path).toBe('/shopping');
    expect(open('/shopping?lang=zh').querySelector('h1')?.textContent).toBe('zh: Container cart');
  });

  it('leaves the sign-in page to the server, which draws it whole', () => {
    expect(open('/login').childElementCount).toBe(0);
  });

  it('paints signed-in pages only with a session (a signed-out cart goes to the sign-in page)', () => {
    expect(open('/shopping').childElementCount).toBe(0);
    signIn();
    expect(open('/shopping').querySelector('h1')?.textContent).toBe('en: Container cart');
  });

  it("shows the product's name only in the language the server chose it in; the image always", () => {
    signIn();
    const product = { name: 'Alba', artNo: 'SV02-105', brand: 'Solvik', image: 'https://shop.test/a.png' };
    const same = open('/detail?id=15', { lang: 'en', product });
    expect(same.querySelector('h1')?.textContent).toBe('Alba');
    expect(same.querySelector('p')?.textContent).toBe('en: Art. no. SV02-105');
    const other = open('/detail?id=15&lang=fr', { lang: 'en', product });
    expect(other.querySelector('h1')).toBeNull();
    expect(other.querySelector('img')?.getAttribute('src')).toBe('https://shop.test/a.png');
  });

  it('keeps text from data as text and drops images that are not http(s)', () => {
    signIn();
    const host = open('/detail?id=15', { lang: 'en', product: { name: '<img src=x onerror=alert(1)>', image: 'javascript:alert(1)' } });
    expect(host.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(host.querySelectorAll('img')).toHaveLength(0);
  });

  it('paints nothing for a route without a first screen', () => {
    signIn();
    expect(open('/orderList').childElementCount).toBe(0);
  });
});
