import { useQueryClient } from '@tanstack/react-query';
import type { Business } from '@comanda/domain/business/business-schemas';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';

/** POST v1/businesses/{id}/logo (multipart field `logo`); the answer is the business with its new logo. */
export async function uploadBusinessLogo(businessId: number, file: File): Promise<Business> {
  const form = new FormData();
  form.append('logo', file);
  return (await apiRequest<{ data: Business }>(`/businesses/${businessId}/logo`, { method: 'POST', body: form })).data;
}

/** DELETE v1/businesses/{id}/logo. */
export async function deleteBusinessLogo(businessId: number): Promise<Business> {
  return (await apiRequest<{ data: Business }>(`/businesses/${businessId}/logo`, { method: 'DELETE' })).data;
}

function useLogoMutation<V>(change: (value: V) => Promise<Business>) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: change,
    onSuccess: (saved: Business) => queryClient.setQueryData(queryKeys.currentBusiness(saved.id), saved),
  });
}

export const useUploadBusinessLogo = (businessId: number) => useLogoMutation((file: File) => uploadBusinessLogo(businessId, file));
export const useDeleteBusinessLogo = (businessId: number) => useLogoMutation(() => deleteBusinessLogo(businessId));
