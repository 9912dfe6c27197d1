import { useQueryClient } from '@tanstack/react-query';
import type { Business, UpdateBusinessBody } from '@comanda/domain/business/business-schemas';
import { apiRequest } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';

/** PUT v1/businesses/{id}: the business page whole, with the profile_version it was read at (409 when stale). */
export async function updateBusiness(businessId: number, body: UpdateBusinessBody): Promise<Business> {
  const res = await apiRequest<{ data: Business }>(`/businesses/${businessId}`, { method: 'PUT', body });
  return res.data;
}

/** Saves; the answer becomes the current business, which every page reads (name, time zone…). */
export function useUpdateBusiness(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: UpdateBusinessBody) => updateBusiness(businessId, body),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.currentBusiness(saved.id), saved),
  });
}

/** Reads the current business again (after a 409, to see what the other person saved). */
export function useReloadCurrentBusiness() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['businesses', 'current'] });
}
