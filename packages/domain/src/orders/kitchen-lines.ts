import { LOCALE_BY_LANG, type Lang } from '../validation/lang';
import type { OrderLineOptionSnapshot, OrderLineResource } from './order-resource';

/*
 * How the kitchen reads an order's lines (issue 31), on the kitchen view and the printed kitchen
 * ticket alike: the flavours of a half-and-half pizza as "½ Calabresa", every other group by its
 * name ("Borda: Catupiry"), a line sold by weight with its weight ("0,450 kg"), and identical lines
 * (same product, options and comment) as one line with the quantities summed ("3x Pizza Calabresa").
 */

export type KitchenLineSource = Pick<OrderLineResource, 'name' | 'qty' | 'weight' | 'is_weight_based' | 'items' | 'comments'> & {
  product_id?: number | null;
};

export type KitchenLine<L extends KitchenLineSource> = {
  /** "3x" or, sold by weight, "0,450 kg". */
  quantity: string;
  name: string;
  /** One text per flavour of a split group ("½ Calabresa"), one per other group ("Borda: Catupiry"). */
  options: string[];
  comments: string | null;
  /** The order lines this one stands for (several when identical lines were merged). */
  lines: L[];
};

/**
 * 'screen' writes every fraction as its glyph; 'ticket' only those of the printer's code page 860
 * (½ and ¼), the others as "1/3", since the printer would print "?" for ⅓.
 */
export type FractionStyle = 'screen' | 'ticket';

const GLYPHS: Record<FractionStyle, Record<string, string>> = {
  screen: { '1/2': '½', '1/3': '⅓', '2/3': '⅔', '1/4': '¼', '3/4': '¾' },
  ticket: { '1/2': '½', '1/4': '¼' },
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The share of a product one flavour takes: "½", "⅓", "1/5"; empty when it takes all of it. */
export function fractionText(part: number, whole: number, style: FractionStyle = 'screen'): string {
  if (part >= whole) return '';
  const d = gcd(part, whole);
  const key = `${part / d}/${whole / d}`;
  return GLYPHS[style][key] ?? key;
}

/** "2x" or, sold by weight, "0,450 kg". */
export function quantityText(line: Pick<OrderLineResource, 'qty' | 'weight' | 'is_weight_based'>, lang: Lang): string {
  if (line.is_weight_based && line.weight !== null) {
    return `${line.weight.toLocaleString(LOCALE_BY_LANG[lang], { minimumFractionDigits: 3, maximumFractionDigits: 3 })} kg`;
  }
  return `${line.qty}x`;
}

type Option = Pick<OrderLineOptionSnapshot, 'name' | 'group_id' | 'group_name' | 'qty' | 'is_highest_price' | 'is_average_calc'>;

/**
 * A group whose picks share one product: charged by the dearest flavour or by the average (the two
 * ways a half-and-half pizza is priced), with two or more picks.
 */
function isSplit(options: readonly Option[]): boolean {
  const count = options.reduce((sum, option) => sum + option.qty, 0);
  return count >= 2 && options.every((option) => option.is_highest_price || option.is_average_calc);
}

/** The options of a line as the kitchen reads them, group by group in the order they were chosen. */
export function optionTexts(items: readonly Option[], style: FractionStyle = 'screen'): string[] {
  const groups = new Map<string, Option[]>();
  items.forEach((item, i) => {
    const key = item.group_id !== null ? `g${item.group_id}` : item.group_name !== null ? `n${item.group_name}` : `i${i}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  });
  const texts: string[] = [];
  for (const options of groups.values()) {
    if (isSplit(options)) {
      const whole = options.reduce((sum, option) => sum + option.qty, 0);
      for (const option of options) texts.push(`${fractionText(option.qty, whole, style)} ${option.name}`.trim());
      continue;
    }
    const names = options.map((option) => `${option.qty > 1 ? `${option.qty}x ` : ''}${option.name}`).join(', ');
    const group = options[0]?.group_name;
    texts.push(group ? `${group}: ${names}` : names);
  }
  return texts;
}

function sameKey(line: KitchenLineSource): string {
  const items = line.items
    .map((item) => [item.group_id, item.item_id, item.qty, item.name])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return JSON.stringify([line.product_id ?? null, line.name, items, line.comments?.trim() || null]);
}

/**
 * The lines as the kitchen reads them. Identical lines become one with their quantities summed, in
 * the place of the first; `batchOf` keeps apart lines that must stay apart (the kitchen view's lines
 * added after the kitchen got the order). Lines sold by weight never merge: each is its own portion.
 */
export function kitchenLines<L extends KitchenLineSource>(
  lines: readonly L[],
  lang: Lang,
  options: { style?: FractionStyle; batchOf?: (line: L) => string } = {},
): KitchenLine<L>[] {
  const merged: { qty: number; lines: L[] }[] = [];
  const byKey = new Map<string, { qty: number; lines: L[] }>();
  for (const line of lines) {
    const key = line.is_weight_based ? null : `${options.batchOf?.(line) ?? ''}|${sameKey(line)}`;
    const existing = key === null ? undefined : byKey.get(key);
    if (existing) {
      existing.qty += line.qty;
      existing.lines.push(line);
      continue;
    }
    const entry = { qty: line.qty, lines: [line] };
    merged.push(entry);
    if (key !== null) byKey.set(key, entry);
  }
  return merged.map(({ qty, lines: group }) => {
    const first = group[0]!;
    return {
      quantity: quantityText({ ...first, qty }, lang),
      name: first.name,
      options: optionTexts(first.items, options.style),
      comments: first.comments?.trim() || null,
      lines: group,
    };
  });
}
