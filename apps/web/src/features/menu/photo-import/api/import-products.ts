import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { ProductImportBody, ProductResource } from '@comanda/domain/menu/product';
import { apiRequest } from '../../../../lib/api-client';
import { menuKeys } from '../../shared/api/menu-keys';

/** POST v1/products/import: the reviewed drafts, created together at the end of one category. */
export async function importProducts(body: ProductImportBody): Promise<ProductResource[]> {
  const res = await apiRequest<{ data: ProductResource[] }>('/products/import', { method: 'POST', body });
  return res.data;
}

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: importProducts,
    onSuccess: (_products, { category_id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKeys.categoryProducts(category_id) }),
        queryClient.invalidateQueries({ queryKey: menuKeys.categoryLists() }),
      ]),
  });
}
