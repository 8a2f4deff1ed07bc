/** The catalogue-download dialog (spec section 2): class slider and the two numbered file columns. */
export const CATALOGUE_FIRST_COLUMN = 10;
export const CATALOGUE_SLIDES_PER_VIEW = 5;
export const CATALOGUE_SLIDE_GAP = 40;

export interface NumberedFile<T> {
  readonly number: number;
  readonly file: T;
}

/** The first 10 files go left numbered 1 to 10, the rest right numbered from 11. */
export function catalogueColumns<T>(files: readonly T[]): { left: NumberedFile<T>[]; right: NumberedFile<T>[] } {
  const numbered = files.map((file, index) => ({ number: index + 1, file }));
  return { left: numbered.slice(0, CATALOGUE_FIRST_COLUMN), right: numbered.slice(CATALOGUE_FIRST_COLUMN) };
}
