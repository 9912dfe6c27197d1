import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { ProductResource } from '@comanda/domain/menu/product';
import { apiRequest } from '../../../../lib/api-client';
import { syncProduct } from '../lib/product-cache';

export type UploadCoverVariables = { id: number; file: File };

/**
 * POST v1/products/{id}/cover (multipart field `cover`). The API checks the content: not a JPEG,
 * PNG or WebP answers 422 on `cover`, a file above the upload limit 413.
 */
export async function uploadProductCover({ id, file }: UploadCoverVariables): Promise<ProductResource> {
  const body = new FormData();
  body.append('cover', file);
  const res = await apiRequest<{ data: ProductResource }>(`/products/${id}/cover`, { method: 'POST', body });
  return res.data;
}

export function useUploadProductCover() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: uploadProductCover,
    onSuccess: (product) => syncProduct(queryClient, product),
  });
}
