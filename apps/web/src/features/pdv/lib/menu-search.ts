import type { PdvProduct } from '@comanda/domain/pdv/pdv-menu';

/*
 * The PDV's product search: in memory over the whole menu, so that a counter with 1,000 products
 * answers at each key without a request. Accents and case are ignored ('acai' finds 'Açaí').
 */

/** At most this many rows are drawn at once; the search narrows the rest. */
export const MENU_ROWS_SHOWN = 60;

export type SearchableProduct = { product: PdvProduct; categoryName: string; key: string };

export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').trim();
}

/** Prepares the menu once (the normalised text of each product), so each key typed only compares. */
export function indexMenu(categories: readonly { name: string; products: readonly PdvProduct[] }[]): SearchableProduct[] {
  return categories.flatMap((category) =>
    category.products.map((product) => ({ product, categoryName: category.name, key: searchKey(`${product.name} ${category.name}`) })),
  );
}

/** Products whose name or category contains every word typed, in menu order, capped. */
export function searchMenu(index: readonly SearchableProduct[], query: string, limit = MENU_ROWS_SHOWN): SearchableProduct[] {
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  const found: SearchableProduct[] = [];
  for (const entry of index) {
    if (words.every((word) => entry.key.includes(word))) {
      found.push(entry);
      if (found.length >= limit) break;
    }
  }
  return found;
}
