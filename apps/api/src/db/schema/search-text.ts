import { sql, type SQL } from 'drizzle-orm';

/*
 * Names searched case- and accent-insensitively, with an index (issue 20). A table keeps a generated
 * column `search_name` = lower(translate(name, …)), and a keyword is folded the same way here before
 * it is compared with LIKE '%…%', which the trigram index on products.search_name serves (pg_trgm,
 * on PostgreSQL and PGlite alike). The letter map is ours, not the unaccent extension's, because a
 * generated column needs an immutable expression and translate() is one. lower() runs after
 * translate, when the text is plain ASCII, whatever the collation.
 */
const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucn'.repeat(2);
const PLAIN_OF = new Map([...ACCENTED].map((ch, i) => [ch, PLAIN[i]!]));

/** The generated column's expression over `column` (a literal SQL expression: DDL takes no parameters). */
export function searchTextOf(column: string): SQL {
  return foldedExpression(`"${column}"`);
}

/** The same over an SQL expression of the row's columns (a customer's first and last names). */
export function foldedExpression(expression: string): SQL {
  return sql.raw(`lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`);
}

/** A text folded as searchTextOf folds it in the database. */
export function foldForSearch(text: string): string {
  return [...text].map((ch) => PLAIN_OF.get(ch) ?? ch).join('').toLowerCase();
}

/** A LIKE pattern for "contains `keyword`", folded; `%`, `_` and `\` typed by a person are literal. */
export function containsPattern(keyword: string): string {
  return `%${foldForSearch(keyword).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
