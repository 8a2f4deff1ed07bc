/** Joins class names, skipping empty ones; used where a consumer's className meets Kontor's. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
