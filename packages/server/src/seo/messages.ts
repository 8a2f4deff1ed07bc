/** The words of the pages' head tags in zh, en, de and fr that the storefront does not show: descriptions, as plain text. */
import type { Language } from '@kontor/api/rules';

/** Pages the head knows (SEO_PAGES); those a visitor may land on from outside describe themselves. */
export type PageKey =
  | 'login'
  | 'home'
  | 'brands'
  | 'category'
  | 'search'
  | 'family'
  | 'detail'
  | 'wholeContainer'
  | 'cart'
  | 'pallet'
  | 'orders'
  | 'personal'
  | 'parts'
  | 'partsDetail'
  | 'partsService'
  | 'share'
  | 'about'
  | 'news'
  | 'terms'
  | 'faq'
  | 'notFound';

export interface SiteText {
  /** What the shop says about itself where a page has no description of its own. */
  description: string;
  /** A product's description when it has none: `{name}`, `{artNo}` and `{brand}` are filled in. */
  product: string;
}

/** The shop's name where no language applies (the web app manifest, a head without the storefront's build). */
export const SITE_NAME = 'Kontor';

export const SITE_TEXT: Record<Language, SiteText> = {
  zh: {
    description: '康拓批发商城：按整柜和托盘订购花园家具，另设配件与售后服务区。',
    product: '{brand} {name}（货号 {artNo}）：在康拓批发商城按整柜或托盘订购。',
  },
  en: {
    description: 'Kontor wholesale shop: garden furniture by the container and the pallet, with a spare-parts and after-sales area.',
    product: '{name} by {brand} (art. no. {artNo}): order it by the container or the pallet in the Kontor wholesale shop.',
  },
  de: {
    description: 'Kontor Großhandel: Gartenmöbel im Container und auf der Palette, mit Ersatzteil- und Kundendienstbereich.',
    product: '{name} von {brand} (Art.-Nr. {artNo}): im Kontor Großhandel per Container oder Palette bestellen.',
  },
  fr: {
    description: 'Kontor, la boutique en gros : mobilier de jardin par conteneur et par palette, avec un espace pièces détachées et SAV.',
    product: '{name} de {brand} (réf. {artNo}) : à commander par conteneur ou par palette dans la boutique en gros Kontor.',
  },
};

/** What a page a visitor may land on from outside says about itself; its title is the storefront's (`pageNames`). */
export const PAGE_DESCRIPTIONS: Partial<Record<PageKey, Record<Language, string>>> = {
  login: {
    zh: '登录 康拓批发商城，查看价格与库存，按整柜或托盘下单。',
    en: 'Sign in to the Kontor wholesale shop to see prices and stock and to order by the container or pallet.',
    de: 'Melden Sie sich im Kontor Großhandel an: Preise und Bestand sehen, per Container oder Palette bestellen.',
    fr: 'Connectez-vous à la boutique en gros Kontor pour voir prix et stocks et commander par conteneur ou palette.',
  },
  home: {
    zh: '热门与推荐商品：花园家具，按整柜或托盘批发。',
    en: 'Popular and recommended garden furniture, wholesale by the container or the pallet.',
    de: 'Beliebte und empfohlene Gartenmöbel im Großhandel, per Container oder Palette.',
    fr: 'Mobilier de jardin populaire et recommandé, en gros par conteneur ou par palette.',
  },
  parts: {
    zh: '花园家具配件与备件：按系列和商品查找，配件商城的全部备件。',
    en: 'Spare parts for our garden furniture: every part of the parts shop, by family and by product.',
    de: 'Ersatzteile für unsere Gartenmöbel: alle Teile des Ersatzteilshops, nach Familie und Produkt.',
    fr: 'Pièces détachées pour notre mobilier de jardin : toutes les pièces, par gamme et par produit.',
  },
  share: {
    zh: '有人与您分享了康拓批发商城的一件商品。',
    en: 'A product of the Kontor wholesale shop, shared with you.',
    de: 'Ein Produkt aus dem Kontor Großhandel, mit Ihnen geteilt.',
    fr: 'Un produit de la boutique en gros Kontor, partagé avec vous.',
  },
  about: {
    zh: '关于康拓：花园家具批发商，整柜和托盘供货，提供配件与售后服务。',
    en: 'About Kontor: a wholesaler of garden furniture by the container and the pallet, with spare parts and after-sales service.',
    de: 'Über Kontor: Großhändler für Gartenmöbel per Container und Palette, mit Ersatzteilen und Kundendienst.',
    fr: 'À propos de Kontor : grossiste en mobilier de jardin par conteneur et palette, avec pièces détachées et SAV.',
  },
  news: {
    zh: '康拓的最新消息：新品上市、展会动态与供货信息。',
    en: 'News from Kontor: new products, trade fairs and delivery updates.',
    de: 'Neues von Kontor: neue Produkte, Messen und Lieferinformationen.',
    fr: 'Les nouvelles de Kontor : nouveaux produits, salons et livraisons.',
  },
  terms: {
    zh: '康拓批发商城的服务条款：订购、交货与付款。',
    en: 'The terms of service of the Kontor wholesale shop: ordering, delivery and payment.',
    de: 'Die Nutzungsbedingungen des Kontor Großhandels: Bestellung, Lieferung und Zahlung.',
    fr: 'Les conditions d’utilisation de la boutique en gros Kontor : commande, livraison et paiement.',
  },
  faq: {
    zh: '关于订购、整柜装载、交货与售后的常见问题解答。',
    en: 'Answers to common questions about ordering, container loads, delivery and after-sales service.',
    de: 'Antworten auf häufige Fragen zu Bestellung, Containerbeladung, Lieferung und Kundendienst.',
    fr: 'Réponses aux questions fréquentes sur la commande, le chargement des conteneurs, la livraison et le SAV.',
  },
};

/** `template` with `{name}`-style slots filled; the values stay text (escaping is the head's job). */
export const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (slot, key: string) => values[key] ?? slot);
