/** The four shop languages' BCP 47 tags (for Intl and react-aria) and the source language; no catalogue attached. */
import type { Language } from '@kontor/api/rules';
import type { MessageFormatElement } from 'react-intl';

export const LOCALE_TAGS: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** A compiled catalogue: message id → formatjs AST. */
export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/** The language whose catalogue is the source text (the components' defaultMessage). */
export const SOURCE_LANGUAGE: Language = 'en';
