import type { QueryClient } from '@tanstack/react-query';
import type { PromotionResource } from '@comanda/domain/menu/product-pricing';
import type { ProductSync } from '../../products/lib/product-sync';
import { optionKeys } from '../../shared/api/option-keys';

/**
 * After a promotion changed: the list shows the answer at once, then it and the product (whose
 * promotional price may have changed, in the menu lists too) are fetched again.
 */
export async function promotionChanged(
  queryClient: QueryClient,
  sync: ProductSync,
  productId: number,
  change: { put: PromotionResource } | { remove: number },
): Promise<void> {
  queryClient.setQueryData<PromotionResource[]>(optionKeys.promotions(productId), (list) => {
    if (!list) return list;
    if ('remove' in change) return list.filter((p) => p.id !== change.remove);
    const { put } = change;
    return list.some((p) => p.id === put.id) ? list.map((p) => (p.id === put.id ? put : p)) : [...list, put];
  });
  await Promise.all([queryClient.invalidateQueries({ queryKey: optionKeys.promotions(productId) }), sync()]);
}
