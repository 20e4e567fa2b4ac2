// Keyword search in SQL: LIKE patterns with the user's text taken literally.

/** `%term%` of a trimmed keyword with the LIKE wildcards % and _ and the escape \ escaped (use with ESCAPE '\'). */
export function likeTerm(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
