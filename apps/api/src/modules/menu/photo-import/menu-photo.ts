import { MAX_PRICE_CENTAVOS, type OcrDraft } from '@comanda/domain/menu/product';

/*
 * Reading draft products out of the text that OCR found on a photo of a printed menu. Menus come in
 * a few layouts, which this recognises line by line:
 *   "Pizza calabresa ......... R$ 42,90"     name and price on one line (leaders of dots or dashes)
 *   "Pastel de queijo" / "12.00"             the price on the line after the name
 *   description lines under the name         "Molho, mussarela e manjericão"
 * plus headings ("PIZZAS", "Bebidas:") and noise, which are dropped. The owner reviews every draft
 * before importing, so the rules aim at the common case and never invent a price.
 */

const NAME_MAX = 120;
const DESCRIPTION_MAX = 1000;
/** A product keeps at most this many description lines (the rest is usually footer text). */
const DESCRIPTION_LINES_MAX = 3;

// A price closing the line: an optional currency sign (OCR reads R$ as RS or R§ too), an integer
// part with optional thousands dots, optional cents after a comma or dot. The group before it keeps
// it from starting inside a word ("X10,00" is not a price).
const PRICE_AT_END = /(?:^|[\s.·•…_\-–—:|])(R\s?[$S§]|\$)?\s*(\d{1,3}(?:\.\d{3})+|\d{1,6})(?:\s?[,.]\s?(\d{2}))?\s*$/;
/** Dotted or dashed leaders (and stray separators) between a name and its price. */
const TRAILING_LEADERS = /[\s.·•…_\-–—:|]+$/;
const LEADING_BULLETS = /^[\s•·*>|~\-–—]+/;
const LEADING_NUMBER = /^\d{1,3}\s*[-.)]\s+/;

type Line =
  | { kind: 'text'; text: string }
  | { kind: 'priced'; name: string; amount: number }
  | { kind: 'price'; amount: number };

interface Draft {
  name: string;
  amount: number | null;
  description: string[];
  /** How its price was laid out: on the name's line or on a line of its own. */
  layout: 'inline' | 'below' | 'none';
}

function cleanLine(raw: string): string {
  return raw
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(LEADING_BULLETS, '')
    .replace(LEADING_NUMBER, '')
    .replace(/[|]+$/, '')
    .trim();
}

const letterCount = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/** The price at the end of `text` in centavos and where it starts, or null. */
export function parsePrice(text: string): { amount: number; index: number } | null {
  const match = PRICE_AT_END.exec(text);
  if (!match) return null;
  const [whole, currency, integer = '', cents] = match;
  // Without a currency sign only a number with cents is a price ("Mesa 12" or "2 litros" are not).
  if (!currency && cents === undefined) return null;
  const amount = Number(integer.replace(/\./g, '')) * 100 + Number(cents ?? 0);
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_PRICE_CENTAVOS) return null;
  const leading = /^[\s.·•…_\-–—:|]/.test(whole) ? 1 : 0;
  return { amount, index: match.index + leading };
}

function classify(raw: string): Line | null {
  const text = cleanLine(raw);
  if (!text) return null;
  const price = parsePrice(text);
  if (price) {
    const name = cleanLine(text.slice(0, price.index).replace(TRAILING_LEADERS, ''));
    return letterCount(name) >= 2 ? { kind: 'priced', name, amount: price.amount } : { kind: 'price', amount: price.amount };
  }
  // A line with almost no letters is OCR noise (a border, a smudge, a lone number).
  return letterCount(text) >= 2 ? { kind: 'text', text } : null;
}

/** "PIZZAS", "Bebidas:": the title of a section, not a product or its description. */
export function isHeading(text: string): boolean {
  if (text.endsWith(':')) return true;
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toLocaleUpperCase('pt-BR') && !/\d/.test(text) && text.split(' ').length <= 4;
}

/** Reads like a description (lower-case start, a list of ingredients, a sentence) rather than a name. */
export function isDescription(text: string): boolean {
  return (
    /^[\p{Ll}(]/u.test(text) ||
    /[,;]/.test(text) ||
    /\.$/.test(text) ||
    text.split(' ').length > 5 ||
    text.length > 45
  );
}

const isName = (text: string) => !isHeading(text) && !isDescription(text) && letterCount(text) >= 3;

/**
 * The drafts found in the OCR text, in reading order. Prices are in centavos; a product whose price
 * could not be read has amount null. Text without any price gives no drafts at all.
 */
export function parseMenuText(text: string): OcrDraft[] {
  const lines = text
    .split(/\r?\n/)
    .map(classify)
    .filter((line): line is Line => line !== null);

  const drafts: Draft[] = [];
  /** open: the product that description lines attach to; a heading closes it. */
  const state: { open: Draft | null } = { open: null };
  let block: string[] = [];

  const add = (draft: Draft): Draft => {
    drafts.push(draft);
    state.open = draft;
    return draft;
  };

  const describe = (draft: Draft, line: string) => {
    if (draft.description.length < DESCRIPTION_LINES_MAX) draft.description.push(line);
  };

  // Text lines between two priced lines: descriptions of the open product, headings, or a product
  // whose price could not be read (a name followed by its description).
  const settle = (texts: string[]) => {
    texts.forEach((line, i) => {
      const next = texts[i + 1];
      if (isHeading(line)) {
        state.open = null;
      } else if (isName(line) && next !== undefined && isDescription(next) && !isHeading(next)) {
        add({ name: line, amount: null, description: [], layout: 'none' });
      } else if (state.open) {
        describe(state.open, line);
      }
    });
  };

  // The name of a product whose price sits on its own line, chosen from the text lines above it.
  const nameIndexAbovePrice = (texts: string[]): number => {
    const afterInline = state.open?.layout === 'inline';
    // After a product priced on its own line, the lines that follow start the next product; after
    // one priced inline they are still its description, and the name is the last name-like line.
    if (!afterInline) {
      const first = texts.findIndex(isName);
      if (first >= 0) return first;
    }
    for (let i = texts.length - 1; i >= 0; i--) if (!isDescription(texts[i]!)) return i;
    return texts.length - 1;
  };

  for (const line of lines) {
    if (line.kind === 'text') {
      block.push(line.text);
      continue;
    }
    if (line.kind === 'priced') {
      settle(block);
      add({ name: line.name, amount: line.amount, description: [], layout: 'inline' });
    } else if (block.length > 0) {
      const at = nameIndexAbovePrice(block);
      settle(block.slice(0, at));
      const draft = add({ name: block[at]!, amount: line.amount, description: [], layout: 'below' });
      for (const rest of block.slice(at + 1)) if (!isHeading(rest)) describe(draft, rest);
    }
    // (A price right under another price has no name to go with: a second size, a typo. Skipped.)
    block = [];
  }
  settle(block);

  // Text without a single price is not a menu (a sign, a receipt header, a blurred photo).
  if (!drafts.some((draft) => draft.amount !== null)) return [];
  return drafts.map((draft) => ({
    name: draft.name.slice(0, NAME_MAX).trim(),
    amount: draft.amount,
    description: draft.description.length > 0 ? draft.description.join(' ').slice(0, DESCRIPTION_MAX).trim() : null,
  }));
}
