import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { productQueryOptions } from '../api/get-product';
import { menuKeys } from '../../shared/api/menu-keys';
import { syncProduct } from './product-cache';

export type ProductSync = () => Promise<void>;

/**
 * After a change that alters the product as the menu shows it (its promotional price, its count of
 * option groups): fetch the product again and put it in every cached list (syncProduct).
 */
export function useProductSync(productId: number): ProductSync {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      const fresh = await queryClient.fetchQuery({ ...productQueryOptions(productId), staleTime: 0 });
      await syncProduct(queryClient, fresh);
    } catch {
      await queryClient.invalidateQueries({ queryKey: menuKeys.all });
    }
  }, [queryClient, productId]);
}
