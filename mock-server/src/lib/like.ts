// Keyword search in SQL: LIKE patterns with the user's text taken literally.

/** `%term%` of a trimmed keyword with the LIKE wildcards % and _ and the escape \ escaped (use with ESCAPE '\'). */
export function likeTerm(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Case-insensitive "contains" for in-memory filters: true when the keyword is empty or any field holds it. */
export function matches(keyword: string | undefined, ...fields: (string | null | undefined)[]): boolean {
  const term = keyword?.trim().toLowerCase();
  if (!term) return true;
  return fields.some((field) => field?.toLowerCase().includes(term));
}
