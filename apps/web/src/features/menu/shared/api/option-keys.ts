/**
 * Query keys of a product's option groups and promotions, and of the menu lists the "copy from
 * another product" picker reads. Product and category ids are unique across businesses.
 */
export const optionKeys = {
  all: ['product-options'] as const,
  variations: (productId: number) => ['product-options', 'variations', productId] as const,
  promotions: (productId: number) => ['product-options', 'promotions', productId] as const,
  sourceProducts: (categoryId: number) => ['product-options', 'source-products', categoryId] as const,
};
