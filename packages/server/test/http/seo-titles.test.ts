/** The head's page titles are the storefront's: a visitor's tab keeps its name when the page's script takes over. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@kontor/api/rules';
import { PAGE_TEXT, SITE_TEXT, type PageKey } from '../../src/seo/messages.js';

/** The storefront's name for each page the head names (`page.title.<name>` in @kontor/ui's page-titles catalogue). */
const STOREFRONT_NAME: Record<PageKey, string> = {
  login: 'login',
  home: 'home',
  brands: 'brands',
  category: 'category',
  search: 'search',
  family: 'family',
  detail: 'product',
  wholeContainer: 'wholeContainer',
  cart: 'containerCart',
  pallet: 'palletCart',
  orders: 'myOrders',
  personal: 'personal',
  parts: 'parts',
  partsDetail: 'sparePart',
  partsService: 'partsService',
  share: 'shared',
  about: 'about',
  news: 'news',
  terms: 'terms',
  faq: 'faq',
  notFound: 'notFound',
};

// Read as a file, not imported: the server does not depend on the ui kit, only on the words both show.
const storefrontTitles = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../../ui/src/i18n/lang/${language}/page-titles.json`, import.meta.url), 'utf8'));

describe.each([...LANGUAGES])('page titles in %s', (language) => {
  const titles = storefrontTitles(language);

  it('are "<page> · <the shop\'s name>", as the storefront writes them', () => {
    expect(titles['page.title']).toBe(`{page} · ${SITE_TEXT[language].name}`);
    expect(titles['page.title.brandOnly']).toBe(SITE_TEXT[language].name);
  });

  it.each(Object.keys(STOREFRONT_NAME) as PageKey[])('name %s as the storefront does', (page) => {
    expect(PAGE_TEXT[page][language].title).toBe(titles[`page.title.${STOREFRONT_NAME[page]}`]);
  });
});
