import type { Lang } from '@comanda/domain/validation/lang';

/*
 * An amount as a person edits it in a money field (docs/decisions/0037-money-input.md): the text a
 * calculator shows, digits and one decimal separator ("5", "5,5", "1234,50"), read as reais, so that
 * typing 5 means R$ 5,00. The field shows the formatted amount (R$ 1.234,50) when it is not being
 * edited, and the form holds integer centavos.
 */

const SEPARATORS = /[.,]/g;
const PLAIN = /^\d*([.,]\d*)?$/;

function decimalSeparator(lang: Lang): string {
  return lang === 'pt' ? ',' : '.';
}

/** The text a field starts editing from: 500 → '5,00' (pt), '5.00' (en); nothing (0) → ''. */
export function centsToMoneyText(cents: number, lang: Lang): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) return '';
  const reais = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `${reais}${decimalSeparator(lang)}${rest}`;
}

/** Centavos of a plain text: '' → 0, '5' → 500, '5,5' → 550, ',5' → 50, '5,' → 500. */
export function moneyTextToCents(text: string): number {
  const [whole = '', fraction = ''] = text.split(SEPARATORS);
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/**
 * Reads an amount as people write or copy it: '5', '5,5', 'R$ 5,50', '5.50', '1.234,50',
 * '1,234.50', 'R$1,234.50' → centavos; null when it is not an amount. With one kind of separator,
 * one or two digits after it are centavos, and three are a thousands group if it is the language's
 * grouping separator ('1.234' is R$ 1.234,00 in pt, '1,234' in en); with two kinds, the last one is
 * the decimal separator.
 */
export function parseMoney(raw: string, lang: Lang): number | null {
  const text = raw.replace(/[\sR$\u00a0]/g, '').replace(/^BRL/i, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(text)) return null;
  const separators = [...text.matchAll(SEPARATORS)].map((match) => match.index);
  if (separators.length === 0) return Number(text) * 100;
  const last = separators[separators.length - 1]!;
  const groups = text.split(SEPARATORS);
  const tail = groups[groups.length - 1]!;
  const grouping = separators.every((at) => text[at] !== decimalSeparator(lang)) && tail.length === 3;
  const wholeGroups = grouping ? groups : groups.slice(0, -1);
  // Thousands groups are three digits each after the first; anything else is not a way to write money.
  if (wholeGroups.length > 1 && (wholeGroups[0] === '' || wholeGroups.slice(1).some((group) => group.length !== 3))) return null;
  if (!grouping) {
    if (tail.length > 2 || text.slice(0, last).includes(text[last]!)) return null;
    return Number(wholeGroups.join('')) * 100 + Number(tail.padEnd(2, '0'));
  }
  return Number(wholeGroups.join('')) * 100;
}

/**
 * What the field keeps after an edit. `candidate` is the text the browser made of a key, a
 * deletion, autofill or a test's fill; `previous` is the text before it. Digits and one separator
 * (either, written as the language's) are kept as typed; a third decimal digit or an amount above
 * `maxCents` is refused (the text stays as it was); other text is read as a pasted amount.
 */
export function editMoneyText(previous: string, candidate: string, lang: Lang, maxCents: number): string {
  const plain = candidate.replace(/[^\d.,]/g, '');
  let next: string;
  if (PLAIN.test(plain)) {
    const [whole = '', fraction] = plain.split(SEPARATORS);
    if (fraction !== undefined && fraction.length > 2) return previous;
    // '05' is 5; '0,5' keeps its zero; ',5' is kept as typed.
    const trimmed = whole.length > 1 ? whole.replace(/^0+(?=\d)/, '') : whole;
    next = fraction === undefined ? trimmed : `${trimmed}${decimalSeparator(lang)}${fraction}`;
  } else {
    const cents = parseMoney(candidate, lang);
    if (cents === null) return previous;
    next = centsToMoneyText(cents, lang);
  }
  return moneyTextToCents(next) > maxCents ? previous : next;
}

/** The text after pasting `pasted` over the selection [start, end) of `previous`. */
export function pasteMoneyText(previous: string, start: number, end: number, pasted: string, lang: Lang, maxCents: number): string {
  const cents = parseMoney(pasted, lang);
  if (cents === null) return previous;
  const inserted = start === 0 && end >= previous.length ? centsToMoneyText(cents, lang) || '0' : pasted.replace(/[^\d.,]/g, '');
  return editMoneyText(previous, previous.slice(0, start) + inserted + previous.slice(end), lang, maxCents);
}
