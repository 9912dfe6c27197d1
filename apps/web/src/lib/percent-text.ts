import type { Lang } from '@comanda/domain/validation/lang';

/*
 * A percentage as typed in a text box: "12,5" in Portuguese, "12.5" in English (either separator is
 * read in both, since nobody groups thousands in a percentage). The box keeps the text; the form
 * holds the number, and the domain schema judges it (range, two decimal places).
 */

/** What the box keeps of typed or pasted text: digits and one decimal separator, the first typed. */
export function cleanPercentText(text: string): string {
  const kept = text.replace(/[^\d.,]/g, '');
  const separator = kept.search(/[.,]/);
  if (separator < 0) return kept;
  return kept.slice(0, separator + 1) + kept.slice(separator + 1).replace(/[.,]/g, '');
}

/** The number of the text: '' → null (none), '12,5' → 12.5, '12,' → 12, ',5' → 0.5. */
export function parsePercentText(text: string): number | null {
  const clean = cleanPercentText(text).replace(',', '.');
  if (clean === '' || clean === '.') return null;
  return Number(clean);
}

/** The text of a number in the language's way: 12.5 → '12,5' (pt), '12.5' (en); null → ''. */
export function formatPercentText(value: number | null, lang: Lang): string {
  if (value === null || !Number.isFinite(value)) return '';
  const text = String(value);
  return lang === 'pt' ? text.replace('.', ',') : text;
}
