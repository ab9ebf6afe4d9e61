/** The admin's data tables: full width, left-aligned, a gap after every column, headers on one line. */
export const ADMIN_TABLE_CLASS = 'w-full text-left text-sm [&_td]:pr-4 [&_th]:pr-4 [&_th]:whitespace-nowrap';
