/** All four compiled catalogues at once (Storybook, tests, the root entry), registered for the providers. */
import type { Language } from '@kontor/api/rules';
import en from './compiled/en.json';
import zh from './compiled/zh.json';
import de from './compiled/de.json';
import fr from './compiled/fr.json';
import { registerCatalogue } from './catalogues.js';
import type { CompiledCatalogue } from './tags.js';

export { LOCALE_TAGS, SOURCE_LANGUAGE, type CompiledCatalogue } from './tags.js';

/** Compiled (AST) messages: react-intl formats them without parsing at run time. Typed loosely on purpose:
 *  the JSON's inferred type would copy every message's AST into the declarations. */
export const COMPILED_MESSAGES: Record<Language, CompiledCatalogue> = { en, zh, de, fr } as Record<Language, CompiledCatalogue>;

for (const [language, messages] of Object.entries(COMPILED_MESSAGES)) registerCatalogue(language as Language, messages);
