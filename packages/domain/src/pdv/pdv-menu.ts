import { z } from 'zod';
import { ProductResourceSchema } from '../menu/product';
import { VariationResourceSchema } from '../menu/variation';

// GET v1/businesses/{id}/pdv-menu (issue 15): everything the point of sale sells, in one answer, for
// whoever may use the PDV (a waiter has no manage_menu, which the menu's own routes require). The
// screen searches it in memory, so 1,000 products answer at each key.

export const PdvProductSchema = ProductResourceSchema.extend({
  /** The option groups offered now (available groups), each with its items; [] when none. */
  variations: z.array(VariationResourceSchema),
});
export type PdvProduct = z.infer<typeof PdvProductSchema>;

export const PdvMenuCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Active products within their hours, by ranking. */
  products: z.array(PdvProductSchema),
});
export type PdvMenuCategory = z.infer<typeof PdvMenuCategorySchema>;

/** Active categories with something to sell now, by ranking. */
export const PdvMenuSchema = z.array(PdvMenuCategorySchema);
