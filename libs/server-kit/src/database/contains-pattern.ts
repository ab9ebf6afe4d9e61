/**
 * `%term%` for LIKE/ILIKE with the user's own `%`, `_` and `\` taken literally: a search box finds the text as
 * typed. PostgreSQL's default LIKE escape character is the backslash.
 */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
