import type { ProductFilter } from '@comanda/domain/menu/product-filter';

/**
 * Query keys of the menu. Everything starts with 'menu', so `invalidateQueries({ queryKey:
 * menuKeys.all })` refreshes the whole menu. Category and product ids are unique across
 * businesses, so only the category list needs the business in its key.
 */
export const menuKeys = {
  all: ['menu'] as const,
  categoryLists: () => ['menu', 'categories'] as const,
  categories: (businessId: number, params: { keyword: string; filter: ProductFilter }) => ['menu', 'categories', businessId, params] as const,
  allCategoryProducts: () => ['menu', 'category-products'] as const,
  categoryProducts: (categoryId: number) => ['menu', 'category-products', categoryId] as const,
  categoryProductsPage: (categoryId: number, params: { keyword: string; filter: ProductFilter }) =>
    ['menu', 'category-products', categoryId, params] as const,
  product: (id: number) => ['menu', 'product', id] as const,
  /** Under the product's key, so forgetting a deleted product forgets its schedules too. */
  productSchedules: (id: number) => ['menu', 'product', id, 'schedules'] as const,
};
