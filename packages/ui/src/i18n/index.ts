/** i18n: the catalogues, the current language, and numbers and money in the shop's format. */
export { LOCALE_TAGS, COMPILED_MESSAGES, SOURCE_LANGUAGE } from './locales.js';
export { LanguageContext, useLanguage } from './LanguageContext.js';
export { useNumber, useMoney, useVolume, Money, Volume, type AmountProps } from './numbers.js';
export { galleryMessages } from './gallery.messages.js';
export { commonMessages } from './common.messages.js';
