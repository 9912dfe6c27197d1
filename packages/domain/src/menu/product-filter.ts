import { z } from 'zod';

/**
 * The menu screen's product filters: every product, the offered ones, the paused ones, those with a
 * promotion running now, and those not offered now (paused or outside their hours). The categories
 * list and each category's products take the same filter, so a category with no match is hidden.
 */
export const PRODUCT_FILTERS = ['all', 'active', 'paused', 'promotion', 'unavailable'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];
export const ProductFilterSchema = z.enum(PRODUCT_FILTERS);
