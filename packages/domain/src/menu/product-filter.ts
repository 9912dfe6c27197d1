/**
 * The menu screen's product filters: every product, the offered ones, the paused ones, those with a
 * promotion running now, and those not offered now (paused or outside their hours). The categories
 * list and each category's products take the same filter, so a category with no match is hidden.
 * Free of zod (the menu screen reads the list; its schema is in menu-category.ts), see
 * docs/decisions/0007.
 */
export const PRODUCT_FILTERS = ['all', 'active', 'paused', 'promotion', 'unavailable'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];
