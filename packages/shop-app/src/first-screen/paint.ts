/**
 * The first screen, painted by an inline script in index.html before the bundle loads, so that a phone's largest
 * paint (LCP) does not wait for JavaScript: the cart's heading, the home heading, the
 * product's image and name (public data the server puts in the page). It runs in the page as its source text
 * (`paintFirstScreen.toString()`), so it refers to nothing outside itself, and it builds nodes with textContent
 * only: no text from the server or the address is ever parsed as HTML.
 */

/** What the build gives the script: texts per language (from the message catalogues) and the storage names. */
export interface FirstScreenConfig {
  /** Client-storage prefix (`pigx`): `{prefix}-language` and `{prefix}-access_token`. */
  prefix: string;
  languages: readonly string[];
  fallbackLanguage: string;
  /** Per language: containerCart, homeTitle, hot, artNo (`{artNo}`), brand (`{brand}`). */
  texts: Record<string, Record<string, string>>;
  /** The element the server fills with the route's public data (JSON), if any. */
  dataId: string;
  /** The element the first screen is drawn into; the app removes it when its own screen shows the same content. */
  hostId: string;
}

/** Public data the server may give for the requested route (the product of /detail), in the language it chose. */
export interface FirstScreenData {
  lang: string;
  product?: { name?: string; artNo?: string; brand?: string | null; image?: string | null };
  /** The first hot products of the home page (their images; the cards' text comes with the app). */
  hot?: { image: string }[];
}

export function paintFirstScreen(config: FirstScreenConfig): void {
  /** Storage as the app reads it: sessionStorage, then localStorage; `{content}` items give their content. */
  const read = (name: string): unknown => {
    const key = `${config.prefix}-${name}`;
    let raw: string | null;
    try {
      raw = window.sessionStorage.getItem(key) ?? window.localStorage.getItem(key);
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    try {
      const item: unknown = JSON.parse(raw);
      return item !== null && typeof item === 'object' && 'content' in item ? item.content : item;
    } catch {
      return raw;
    }
  };
  const known = (value: unknown): value is string => typeof value === 'string' && config.languages.includes(value);
  // The app's own order (state/settings.ts): ?lang=, the stored language, the browser's languages, the fallback.
  const fromUrl = new URLSearchParams(window.location.search).get('lang');
  const stored = read('language');
  const browser = (navigator.languages ?? []).map((tag) => tag.toLowerCase().split(/[-_]/)[0]).find(known);
  const lang = [fromUrl, stored, browser].find(known) ?? config.fallbackLanguage;
  const host = document.getElementById(config.hostId);
  if (!host) return;
  const text = config.texts[lang] ?? config.texts[config.fallbackLanguage] ?? {};
  const signedIn = Boolean(read('access_token'));
  let data: FirstScreenData | undefined;
  try {
    const json = document.getElementById(config.dataId)?.textContent;
    data = json ? (JSON.parse(json) as FirstScreenData) : undefined;
  } catch {
    data = undefined;
  }

  const node = (tag: string, name: string, content?: string | null): HTMLElement => {
    const element = document.createElement(tag);
    element.className = `ks-${name}`;
    if (content) element.textContent = content;
    return element;
  };
  /** An image the page's largest paint may be: fetched first. */
  const image = (src: string, name: string) => {
    const element = node('img', name) as HTMLImageElement;
    element.alt = '';
    element.fetchPriority = 'high';
    element.src = src;
    return element;
  };
  const fill = (pattern: string | undefined, name: string, value: string) => (pattern ?? '').replace(`{${name}}`, value);
  /** The storefront's page column (BrowsePage) under the header's height, with a page heading. */
  const page = (title: string | undefined) => {
    const main = node('main', 'page');
    const heading = node('div', 'heading');
    heading.append(node('h1', 'title', title));
    main.append(heading);
    return { main, heading };
  };

  const path = window.location.pathname;
  let screen: HTMLElement | undefined;
  // The public pages (the sign-in page among them) come drawn by the server (ssr-routes.ts).
  if (signedIn && path === '/shopping') {
    screen = page(text.containerCart).main;
  } else if (signedIn && (path === '/' || path === '/index')) {
    const { main } = page(text.homeTitle);
    const section = node('section', 'section');
    section.append(node('h2', 'section-title', text.hot));
    // The first row of product cards, as ProductGrid lays them out: image first, the rest of the card with the app.
    const grid = node('ul', 'grid');
    for (const product of data?.hot ?? []) {
      const item = node('li', 'item');
      const card = node('div', 'product');
      const media = node('div', 'media');
      if (/^https?:\/\//i.test(product.image)) media.append(image(product.image, 'image'));
      card.append(media);
      item.append(card);
      grid.append(item);
    }
    if (grid.childElementCount) section.append(grid);
    main.append(section);
    screen = main;
  } else if (signedIn && path === '/detail' && data?.product) {
    const product = data.product;
    // Names are in the language the server chose; shown only when the app will show the same language.
    const sameLanguage = data.lang === lang;
    const main = node('main', 'page');
    const hero = node('div', 'hero');
    const gallery = node('section', 'gallery');
    const stage = node('div', 'stage');
    if (product.image && /^https?:\/\//i.test(product.image)) stage.append(image(product.image, 'image'));
    gallery.append(stage);
    const summary = node('div', 'summary');
    if (sameLanguage) {
      const heading = node('div', 'heading');
      if (product.artNo) heading.append(node('p', 'art-no', fill(text.artNo, 'artNo', product.artNo)));
      heading.append(node('h1', 'title', product.name));
      if (product.brand) heading.append(node('p', 'muted', fill(text.brand, 'brand', product.brand)));
      summary.append(heading);
    }
    hero.append(gallery, summary);
    main.append(hero);
    screen = main;
  }
  if (!screen) return;
  host.dataset.path = path;
  host.append(screen);
}
