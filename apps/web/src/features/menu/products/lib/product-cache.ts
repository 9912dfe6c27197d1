import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ProductResource } from '@comanda/domain/menu/product';
import { menuKeys } from '../../shared/api/menu-keys';
import type { ProductPage } from '../../categories/api/list-category-products';
import { removeFromPages, replaceInPages } from '../../shared/lib/reorder';

type ProductPages = InfiniteData<ProductPage>;

/** The category id inside a category-products query key (['menu', 'category-products', id, …]). */
function categoryOfKey(key: readonly unknown[]): number | undefined {
  return typeof key[2] === 'number' ? key[2] : undefined;
}

/**
 * After the API answered a changed product: every cached list shows the new version, lists of
 * another category drop it (its category changed), and the lists and counts that may have changed
 * are refetched.
 */
export async function syncProduct(queryClient: QueryClient, product: ProductResource): Promise<void> {
  queryClient.setQueryData(menuKeys.product(product.id), product);
  for (const [key, data] of queryClient.getQueriesData<ProductPages>({ queryKey: menuKeys.allCategoryProducts() })) {
    if (!data) continue;
    const next = categoryOfKey(key) === product.category_id ? replaceInPages(data, product) : removeFromPages(data, product.id);
    if (next !== data) queryClient.setQueryData(key, next);
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: menuKeys.categoryProducts(product.category_id) }),
    queryClient.invalidateQueries({ queryKey: menuKeys.categoryLists() }),
  ]);
}

/** After a product was deleted: gone from every cached list; its category's counts refetched. */
export async function forgetProduct(queryClient: QueryClient, id: number, categoryId?: number): Promise<void> {
  queryClient.removeQueries({ queryKey: menuKeys.product(id) });
  for (const [key, data] of queryClient.getQueriesData<ProductPages>({ queryKey: menuKeys.allCategoryProducts() })) {
    if (!data) continue;
    const next = removeFromPages(data, id);
    if (next !== data) queryClient.setQueryData(key, next);
  }
  await Promise.all([
    categoryId === undefined ? undefined : queryClient.invalidateQueries({ queryKey: menuKeys.categoryProducts(categoryId) }),
    queryClient.invalidateQueries({ queryKey: menuKeys.categoryLists() }),
  ]);
}
