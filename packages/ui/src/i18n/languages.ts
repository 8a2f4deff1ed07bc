/** The language switch's order (spec section 2: DE, EN, CN, FR) and each language named in itself: the shell's switch and the shop header's. */
import type { Language } from '@kontor/api/rules';

/** The switch's order (spec: DE, EN, CN, FR). */
export const SWITCH_ORDER: readonly Language[] = ['de', 'en', 'zh', 'fr'];

/** Each language named in itself, so a reader finds their own whatever the shop's language is. */
export const NATIVE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English', zh: '中文', fr: 'Français' };
