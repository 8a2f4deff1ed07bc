/** Texts in the four shop languages, in language-id order: zh=1, en=2, de=3, fr=4. */
export type Labels = readonly [zh: string, en: string, de: string, fr: string];

/** The same text in every language (names, numbers, codes). */
export const same = (text: string): Labels => [text, text, text, text];

/** One row per language: `[id, languageId, ...texts of that language]`. */
export function labelRows(id: number | string, ...texts: Labels[]): unknown[][] {
  return [0, 1, 2, 3].map((index) => [id, index + 1, ...texts.map((labels) => labels[index])]);
}

/** The language code of a language id, for the tables keyed by code (dictionary). */
export const LANGUAGE_CODES = ['zh', 'en', 'de', 'fr'] as const;

/** A table to seed: its name, columns and rows (values in column order). */
export type SeedTable = readonly [table: string, columns: readonly string[], rows: unknown[][]];
