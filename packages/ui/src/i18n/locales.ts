/** The four shop languages, their BCP 47 tags for Intl and react-aria, and their compiled catalogues. */
import type { Language } from '@kontor/api/rules';
import en from './compiled/en.json';
import zh from './compiled/zh.json';
import de from './compiled/de.json';
import fr from './compiled/fr.json';

export const LOCALE_TAGS: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** Compiled (AST) messages: react-intl formats them without parsing at run time. */
export const COMPILED_MESSAGES = { en, zh, de, fr } as const;

/** The language whose catalogue is the source text (the components' defaultMessage). */
export const SOURCE_LANGUAGE: Language = 'en';
