import type { QuoteResource } from '@comanda/domain/menu/product-quote';
import { priceLine, type QuoteInput } from '../pricing/price-line';

// POST v1/products/{id}/quote answers the line's price as an order would store it (modules/menu/pricing).

export type { QuoteInput };

export function quoteLine(input: QuoteInput): QuoteResource {
  return priceLine(input).quote;
}
