/** The four shop languages, their BCP 47 tags for Intl and react-aria, and their compiled catalogues. */
import type { Language } from '@kontor/api/rules';
import type { MessageFormatElement } from 'react-intl';
import en from './compiled/en.json';
import zh from './compiled/zh.json';
import de from './compiled/de.json';
import fr from './compiled/fr.json';

export const LOCALE_TAGS: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** A compiled catalogue: message id → formatjs AST. */
export type CompiledCatalogue = Record<string, MessageFormatElement[]>;

/** Compiled (AST) messages: react-intl formats them without parsing at run time. Typed loosely on purpose:
 *  the JSON's inferred type would copy every message's AST into the declarations. */
export const COMPILED_MESSAGES: Record<Language, CompiledCatalogue> = { en, zh, de, fr } as Record<Language, CompiledCatalogue>;

/** The language whose catalogue is the source text (the components' defaultMessage). */
export const SOURCE_LANGUAGE: Language = 'en';
