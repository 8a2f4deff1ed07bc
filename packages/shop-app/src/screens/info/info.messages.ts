/** Messages of the footer's information pages (catalogue area file storefront-pages.json). */
import { defineMessages, type NoMessageValues } from 'react-intl';

export const messages = defineMessages<{
  aboutTitle: NoMessageValues;
  aboutLead: NoMessageValues;
  aboutRangeHeading: NoMessageValues;
  aboutRangeText: NoMessageValues;
  aboutShippingHeading: NoMessageValues;
  aboutShippingText: { weeks: string | number };
  aboutServiceHeading: NoMessageValues;
  aboutServiceText: NoMessageValues;
  newsTitle: NoMessageValues;
  newsLead: NoMessageValues;
  newsCatalogueHeading: NoMessageValues;
  newsCatalogueText: NoMessageValues;
  newsWholeContainersHeading: NoMessageValues;
  newsWholeContainersText: NoMessageValues;
  newsPartsHeading: NoMessageValues;
  newsPartsText: { files: string | number };
  termsTitle: NoMessageValues;
  termsLead: NoMessageValues;
  termsCustomersHeading: NoMessageValues;
  termsCustomersText: NoMessageValues;
  termsPricesHeading: NoMessageValues;
  termsPricesText: NoMessageValues;
  termsDeliveryHeading: NoMessageValues;
  termsDeliveryText: { weeks: string | number };
  termsClaimsHeading: NoMessageValues;
  termsClaimsText: NoMessageValues;
  faqTitle: NoMessageValues;
  faqLead: NoMessageValues;
  faqCapacityHeading: NoMessageValues;
  faqCapacityText: { c20: string | number; c40: string | number; c40h: string | number };
  faqPalletHeading: NoMessageValues;
  faqPalletText: NoMessageValues;
  faqUnavailableHeading: NoMessageValues;
  faqUnavailableText: NoMessageValues;
  faqDamageHeading: NoMessageValues;
  faqDamageText: { files: string | number; size: string | number };
  faqContactHeading: NoMessageValues;
  faqContactText: NoMessageValues;
}>({
  aboutTitle: { id: 'storefront.pages.about.title', defaultMessage: 'About us' },
  aboutLead: { id: 'storefront.pages.about.lead', defaultMessage: 'Kontor sells garden furniture to dealers and garden centres across Europe, by the container and by the pallet.' },
  aboutRangeHeading: { id: 'storefront.pages.about.range.heading', defaultMessage: 'What we offer' },
  aboutRangeText: { id: 'storefront.pages.about.range.text', defaultMessage: 'Chairs, tables, loungers and parasols from our own brands, each with every figure a buyer needs: price, stock in China and Germany, packing unit and how many fit into a container.' },
  aboutShippingHeading: { id: 'storefront.pages.about.shipping.heading', defaultMessage: 'How we deliver' },
  aboutShippingText: { id: 'storefront.pages.about.shipping.text', defaultMessage: 'We ship whole containers (20′, 40′ and 40′ high cube) and pallets, delivered duty paid (DDP) or free on board (FOB). Plan at least {weeks} weeks for a container.' },
  aboutServiceHeading: { id: 'storefront.pages.about.service.heading', defaultMessage: 'After the sale' },
  aboutServiceText: { id: 'storefront.pages.about.service.text', defaultMessage: 'Spare parts and our after-sales service are online too: report a damage with photos and follow it until it is settled.' },
  newsTitle: { id: 'storefront.pages.news.title', defaultMessage: 'News' },
  newsLead: { id: 'storefront.pages.news.lead', defaultMessage: 'What is new in the shop and in our range.' },
  newsCatalogueHeading: { id: 'storefront.pages.news.catalogue.heading', defaultMessage: 'The 2027 catalogues are ready to download' },
  newsCatalogueText: { id: 'storefront.pages.news.catalogue.text', defaultMessage: 'Open the catalogue icon in the header: price lists, product sheets and assembly instructions for every brand, in four languages.' },
  newsWholeContainersHeading: { id: 'storefront.pages.news.wholeContainers.heading', defaultMessage: 'Ready-made whole containers' },
  newsWholeContainersText: { id: 'storefront.pages.news.wholeContainers.text', defaultMessage: 'The home page now offers whole containers put together by our buyers; one click puts the whole load into your container cart.' },
  newsPartsHeading: { id: 'storefront.pages.news.parts.heading', defaultMessage: 'Spare parts shop opened' },
  newsPartsText: { id: 'storefront.pages.news.parts.text', defaultMessage: 'Find a spare part by product and order it, or file an after-sales request with up to {files} photos.' },
  termsTitle: { id: 'storefront.pages.terms.title', defaultMessage: 'Terms of service' },
  termsLead: { id: 'storefront.pages.terms.lead', defaultMessage: 'These terms apply to every order placed in the Kontor shop by business customers.' },
  termsCustomersHeading: { id: 'storefront.pages.terms.customers.heading', defaultMessage: 'Who may order' },
  termsCustomersText: { id: 'storefront.pages.terms.customers.text', defaultMessage: 'The shop sells to registered business customers only. Your account, its trade mode and your sales contact are set up by us.' },
  termsPricesHeading: { id: 'storefront.pages.terms.prices.heading', defaultMessage: 'Prices' },
  termsPricesText: { id: 'storefront.pages.terms.prices.text', defaultMessage: 'Prices are in euro per piece. DDP prices include delivery and duty to your address; FOB prices end on board in the port of loading, and FOB orders are shipped by the container only.' },
  termsDeliveryHeading: { id: 'storefront.pages.terms.delivery.heading', defaultMessage: 'Orders and delivery' },
  termsDeliveryText: { id: 'storefront.pages.terms.delivery.text', defaultMessage: 'An order is binding once we confirm it. A container takes at least {weeks} weeks from confirmation; the estimated arrival (ETA) and the port of arrival are shown on the order.' },
  termsClaimsHeading: { id: 'storefront.pages.terms.claims.heading', defaultMessage: 'Damage and claims' },
  termsClaimsText: { id: 'storefront.pages.terms.claims.text', defaultMessage: 'Report a damage through the after-sales service with the article number, a description and proof of purchase. We replace parts or the product, compensate, or agree another solution with you.' },
  faqTitle: { id: 'storefront.pages.faq.title', defaultMessage: 'Common problems' },
  faqLead: { id: 'storefront.pages.faq.lead', defaultMessage: 'Answers to what buyers ask us most often.' },
  faqCapacityHeading: { id: 'storefront.pages.faq.capacity.heading', defaultMessage: 'How much fits into a container?' },
  faqCapacityText: { id: 'storefront.pages.faq.capacity.text', defaultMessage: 'A 20′ container holds {c20}, a 40′ {c40} and a 40′ high cube {c40h}. The container cart shows how full each one would be and which is the smallest that holds your cart.' },
  faqPalletHeading: { id: 'storefront.pages.faq.pallet.heading', defaultMessage: 'Why is there no pallet cart for me?' },
  faqPalletText: { id: 'storefront.pages.faq.pallet.text', defaultMessage: 'Pallets are delivered duty paid only. If your account trades FOB, you order by the container; ask your sales contact to change the trade mode.' },
  faqUnavailableHeading: { id: 'storefront.pages.faq.unavailable.heading', defaultMessage: 'A product says “Temporarily unavailable”' },
  faqUnavailableText: { id: 'storefront.pages.faq.unavailable.text', defaultMessage: 'There is no stock in China, in Germany or in production right now. The product page says from when more is available.' },
  faqDamageHeading: { id: 'storefront.pages.faq.damage.heading', defaultMessage: 'How do I report a damaged delivery?' },
  faqDamageText: { id: 'storefront.pages.faq.damage.text', defaultMessage: 'Open the after-sales service, choose the order and the article, describe the damage and add up to {files} photos of at most {size} each.' },
  faqContactHeading: { id: 'storefront.pages.faq.contact.heading', defaultMessage: 'Still stuck?' },
  faqContactText: { id: 'storefront.pages.faq.contact.text', defaultMessage: 'Your sales contact is behind the feedback icon in the header; our phones and mails are below.' },
});
