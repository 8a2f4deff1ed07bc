/** The words of the pages' head tags in zh, en, de and fr: titles, descriptions and breadcrumb names, as plain text. */
import type { Language } from '@kontor/api/rules';

/** Pages with words of their own; any other storefront page is titled with the shop's name alone. */
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

/** A page's title (before " · " and the shop's name: the storefront's own page titles, tied to them by a test) and, for pages a visitor may land on from outside, its description. */
export interface PageText {
  title: string;
  description?: string;
}

export interface SiteText {
  /** The shop's name in the language (the storefront's brand: 康拓 in Chinese), after each page's title. */
  name: string;
  /** What the shop says about itself where a page has no description of its own. */
  description: string;
  /** A product's description when it has none: `{name}`, `{artNo}` and `{brand}` are filled in. */
  product: string;
}

/** The shop's name where no language applies (the web app manifest). */
export const SITE_NAME = 'Kontor';

export const SITE_TEXT: Record<Language, SiteText> = {
  zh: {
    name: '康拓',
    description: '康拓批发商城：按整柜和托盘订购花园家具，另设配件与售后服务区。',
    product: '{brand} {name}（货号 {artNo}）：在康拓批发商城按整柜或托盘订购。',
  },
  en: {
    name: 'Kontor',
    description: 'Kontor wholesale shop: garden furniture by the container and the pallet, with a spare-parts and after-sales area.',
    product: '{name} by {brand} (art. no. {artNo}): order it by the container or the pallet in the Kontor wholesale shop.',
  },
  de: {
    name: 'Kontor',
    description: 'Kontor Großhandel: Gartenmöbel im Container und auf der Palette, mit Ersatzteil- und Kundendienstbereich.',
    product: '{name} von {brand} (Art.-Nr. {artNo}): im Kontor Großhandel per Container oder Palette bestellen.',
  },
  fr: {
    name: 'Kontor',
    description: 'Kontor, la boutique en gros : mobilier de jardin par conteneur et par palette, avec un espace pièces détachées et SAV.',
    product: '{name} de {brand} (réf. {artNo}) : à commander par conteneur ou par palette dans la boutique en gros Kontor.',
  },
};

export const PAGE_TEXT: Record<PageKey, Record<Language, PageText>> = {
  login: {
    zh: { title: '登录', description: '登录 康拓批发商城，查看价格与库存，按整柜或托盘下单。' },
    en: { title: 'Sign in', description: 'Sign in to the Kontor wholesale shop to see prices and stock and to order by the container or pallet.' },
    de: { title: 'Anmelden', description: 'Melden Sie sich im Kontor Großhandel an: Preise und Bestand sehen, per Container oder Palette bestellen.' },
    fr: { title: 'Connexion', description: 'Connectez-vous à la boutique en gros Kontor pour voir prix et stocks et commander par conteneur ou palette.' },
  },
  home: {
    zh: { title: '首页', description: '热门与推荐商品：花园家具，按整柜或托盘批发。' },
    en: { title: 'Home', description: 'Popular and recommended garden furniture, wholesale by the container or the pallet.' },
    de: { title: 'Startseite', description: 'Beliebte und empfohlene Gartenmöbel im Großhandel, per Container oder Palette.' },
    fr: { title: 'Accueil', description: 'Mobilier de jardin populaire et recommandé, en gros par conteneur ou par palette.' },
  },
  brands: { zh: { title: '品牌' }, en: { title: 'Brands' }, de: { title: 'Marken' }, fr: { title: 'Marques' } },
  category: { zh: { title: '分类' }, en: { title: 'Category' }, de: { title: 'Kategorie' }, fr: { title: 'Catégorie' } },
  search: { zh: { title: '搜索结果' }, en: { title: 'Search results' }, de: { title: 'Suchergebnisse' }, fr: { title: 'Résultats de recherche' } },
  family: { zh: { title: '产品系列' }, en: { title: 'Product family' }, de: { title: 'Produktserie' }, fr: { title: 'Gamme de produits' } },
  detail: { zh: { title: '产品' }, en: { title: 'Product' }, de: { title: 'Produkt' }, fr: { title: 'Produit' } },
  wholeContainer: { zh: { title: '整柜' }, en: { title: 'Whole container' }, de: { title: 'Kompletter Container' }, fr: { title: 'Conteneur complet' } },
  cart: { zh: { title: '整柜购物车' }, en: { title: 'Container cart' }, de: { title: 'Containerwarenkorb' }, fr: { title: 'Panier conteneur' } },
  pallet: { zh: { title: '托盘购物车' }, en: { title: 'Pallet cart' }, de: { title: 'Palettenwarenkorb' }, fr: { title: 'Panier palette' } },
  orders: { zh: { title: '我的订单' }, en: { title: 'My orders' }, de: { title: 'Meine Bestellungen' }, fr: { title: 'Mes commandes' } },
  personal: { zh: { title: '个人中心' }, en: { title: 'Personal centre' }, de: { title: 'Persönlicher Bereich' }, fr: { title: 'Espace personnel' } },
  parts: {
    zh: { title: '配件与售后服务', description: '花园家具配件与备件：按系列和商品查找，配件商城的全部备件。' },
    en: { title: 'Spare parts and service', description: 'Spare parts for our garden furniture: every part of the parts shop, by family and by product.' },
    de: { title: 'Ersatzteile und Service', description: 'Ersatzteile für unsere Gartenmöbel: alle Teile des Ersatzteilshops, nach Familie und Produkt.' },
    fr: { title: 'Pièces détachées et service', description: 'Pièces détachées pour notre mobilier de jardin : toutes les pièces, par gamme et par produit.' },
  },
  partsDetail: { zh: { title: '配件' }, en: { title: 'Spare part' }, de: { title: 'Ersatzteil' }, fr: { title: 'Pièce détachée' } },
  partsService: { zh: { title: '配件服务' }, en: { title: 'Parts service' }, de: { title: 'Ersatzteilservice' }, fr: { title: 'Service pièces détachées' } },
  share: {
    zh: { title: '分享的产品', description: '有人与您分享了康拓批发商城的一件商品。' },
    en: { title: 'Shared product', description: 'A product of the Kontor wholesale shop, shared with you.' },
    de: { title: 'Geteiltes Produkt', description: 'Ein Produkt aus dem Kontor Großhandel, mit Ihnen geteilt.' },
    fr: { title: 'Produit partagé', description: 'Un produit de la boutique en gros Kontor, partagé avec vous.' },
  },
  about: {
    zh: { title: '关于我们', description: '关于康拓：花园家具批发商，整柜和托盘供货，提供配件与售后服务。' },
    en: { title: 'About us', description: 'About Kontor: a wholesaler of garden furniture by the container and the pallet, with spare parts and after-sales service.' },
    de: { title: 'Über uns', description: 'Über Kontor: Großhändler für Gartenmöbel per Container und Palette, mit Ersatzteilen und Kundendienst.' },
    fr: { title: 'À propos de nous', description: 'À propos de Kontor : grossiste en mobilier de jardin par conteneur et palette, avec pièces détachées et SAV.' },
  },
  news: {
    zh: { title: '新闻', description: '康拓的最新消息：新品上市、展会动态与供货信息。' },
    en: { title: 'News', description: 'News from Kontor: new products, trade fairs and delivery updates.' },
    de: { title: 'Neuigkeiten', description: 'Neues von Kontor: neue Produkte, Messen und Lieferinformationen.' },
    fr: { title: 'Actualités', description: 'Les nouvelles de Kontor : nouveaux produits, salons et livraisons.' },
  },
  terms: {
    zh: { title: '服务条款', description: '康拓批发商城的服务条款：订购、交货与付款。' },
    en: { title: 'Terms of service', description: 'The terms of service of the Kontor wholesale shop: ordering, delivery and payment.' },
    de: { title: 'Nutzungsbedingungen', description: 'Die Nutzungsbedingungen des Kontor Großhandels: Bestellung, Lieferung und Zahlung.' },
    fr: { title: 'Conditions d’utilisation', description: "Les conditions d'utilisation de la boutique en gros Kontor : commande, livraison et paiement." },
  },
  faq: {
    zh: { title: '常见问题', description: '关于订购、整柜装载、交货与售后的常见问题解答。' },
    en: { title: 'Common problems', description: 'Answers to common questions about ordering, container loads, delivery and after-sales service.' },
    de: { title: 'Häufige Fragen', description: 'Antworten auf häufige Fragen zu Bestellung, Containerbeladung, Lieferung und Kundendienst.' },
    fr: { title: 'Questions fréquentes', description: 'Réponses aux questions fréquentes sur la commande, le chargement des conteneurs, la livraison et le SAV.' },
  },
  notFound: { zh: { title: '页面不存在' }, en: { title: 'Page not found' }, de: { title: 'Seite nicht gefunden' }, fr: { title: 'Page introuvable' } },
};

/** `template` with `{name}`-style slots filled; the values stay text (escaping is the head's job). */
export const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (slot, key: string) => values[key] ?? slot);
