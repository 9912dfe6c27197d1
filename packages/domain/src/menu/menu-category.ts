import { z } from 'zod';
import { requiredString } from '../validation/rules';
import { PathIdSchema, RowIdSchema } from '../validation/row-id';
import { PRODUCT_FILTERS } from './product-filter';

// Wire contract of the menu categories (spec §7 "Menu": v1/menu/categories…, and
// v1/businesses/{id}/menu-categories).

/** The product filters of the menu screen (product-filter.ts), as the category and product lists take them. */
export const ProductFilterSchema = z.enum(PRODUCT_FILTERS);

export const CategoryBodySchema = z.strictObject({
  name: requiredString(80),
  description: z.string().trim().max(500).nullish(),
  active: z.boolean().default(true),
});
export type CategoryBody = z.infer<typeof CategoryBodySchema>;

/** The new order of some or all categories (or products, or variations): ids, first shown first. */
export const RankingBodySchema = z.strictObject({
  ids: z.array(RowIdSchema).min(1).max(2000).refine((ids) => new Set(ids).size === ids.length, {
    params: { rule: 'distinct' },
  }),
});
export type RankingBody = z.infer<typeof RankingBodySchema>;

/**
 * What to do with the products of a category being deleted: nothing to do when it is empty;
 * otherwise move them to another category of the business, or delete them with it.
 */
export const CategoryDeleteQuerySchema = z.object({
  products: z.enum(['move', 'delete']).optional(),
  target_category_id: PathIdSchema.optional(),
});
export type CategoryDeleteQuery = z.infer<typeof CategoryDeleteQuerySchema>;

export const CategoryResourceSchema = z.object({
  id: z.number().int(),
  business_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  ranking: z.number().int(),
  /** Products in the category (matching the keyword and the filter when given). */
  products_count: z.number().int(),
  /** Of those, the ones not paused. */
  active_products_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CategoryResource = z.infer<typeof CategoryResourceSchema>;

export const CategoryListQuerySchema = z.object({
  keyword: z.string().trim().max(120).optional(),
  /** Only the categories with products under this filter, counting those (the menu's filter chips). */
  filter: ProductFilterSchema.default('all'),
});
