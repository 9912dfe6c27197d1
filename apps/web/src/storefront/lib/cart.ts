import { selectOptions, type OptionSelection } from '@comanda/domain/menu/product-options';
import { lineSubtotal } from '@comanda/domain/totals/subtotal';
import type { PdvProduct } from '@comanda/domain/pdv/pdv-menu';

// The customer's bag (issue 33): lines as the order body sends them, priced for showing by the same
// domain rules the server prices with (selectOptions, lineSubtotal). Kept in localStorage per
// business, so a reload or a dropped connection loses nothing.

export interface CartLine {
  /** Tells two lines of one product apart (different options). */
  key: string;
  product_id: number;
  name: string;
  qty: number;
  weight: number | null;
  items: OptionSelection[];
  /** The chosen options' names, for the bag and the summary. */
  options: string[];
  comments: string | null;
  /** Centavos, as priced when added (the server prices again). */
  unit_price: number;
}

/** The price of one line of `product` with these choices, or the first problem with them. */
export function priceChoice(product: PdvProduct, selections: readonly OptionSelection[], qty: number, weight: number | null) {
  const checked = selectOptions(product.variations, selections);
  if (!checked.ok) return { ok: false as const, problems: checked.problems };
  const subtotal = lineSubtotal({ ...product, qty: product.is_weight_based ? 1 : qty, weight: product.is_weight_based ? weight : null, items: checked.options });
  return { ok: true as const, subtotal };
}

export const cartTotal = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + line.unit_price * (line.weight === null ? line.qty : 1), 0);
export const cartCount = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + (line.weight === null ? line.qty : 1), 0);

const storageKey = (token: string) => `comanda:cart:${token}`;

export function loadCart(token: string): CartLine[] {
  try {
    const raw = localStorage.getItem(storageKey(token));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as CartLine[]) : [];
  } catch {
    return [];
  }
}

export function saveCart(token: string, lines: readonly CartLine[]): void {
  try {
    if (lines.length === 0) localStorage.removeItem(storageKey(token));
    else localStorage.setItem(storageKey(token), JSON.stringify(lines));
  } catch {
    // Private mode or a full storage: the bag lives in memory only.
  }
}

/** The order body's products. */
export const orderProducts = (lines: readonly CartLine[]) =>
  lines.map((line) => ({ id: line.product_id, qty: line.qty, weight: line.weight, items: line.items, comments: line.comments }));

/** "50", "50,00", "R$ 50,5" → centavos; null for blank or nonsense. */
export function parseReais(text: string): number | null {
  const cleaned = text.replace(/[^\d,.]/g, '').replace(/\./g, '').replace(',', '.');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
}
