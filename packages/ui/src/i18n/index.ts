/** i18n: the catalogues, the current language, and numbers and money in the shop's format. */
export { LOCALE_TAGS, COMPILED_MESSAGES, SOURCE_LANGUAGE } from './locales.js';
export { catalogueOf, loadCatalogue, registerCatalogue } from './catalogues.js';
export { LanguageContext, useLanguage } from './LanguageContext.js';
export { useNumber, useMoney, useVolume, Money, Volume, type AmountProps } from './numbers.js';
export { useDate, DateTime, parseServerDate, type DateStyle, type DateTimeProps, type ServerDate } from './dates.js';
export { regionName, useRegionName } from './regions.js';
export { galleryMessages } from './gallery.messages.js';
export { commonMessages } from './common.messages.js';
/** react-intl's API through Kontor, so an app formats its own messages with the same react-intl instance as the kit. */
export { FormattedMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
