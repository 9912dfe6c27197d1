import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EfiConnectBody, EfiConnection, UnmatchedPix } from '@comanda/domain/payments/payment-connections';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

// v1/businesses/{id}/gerencianet: the restaurant's Efí account (issue 34). The credentials and the
// certificate go in; what comes back is what the settings show.

const efiKey = (businessId: number) => ['businesses', businessId, 'efi'] as const;
type Answer = { data: EfiConnection };

export function useEfiConnection(businessId: number) {
  return useQuery(
    queryOptions({
      queryKey: efiKey(businessId),
      queryFn: async ({ signal }) => (await apiRequest<Answer>(`/businesses/${businessId}/gerencianet`, { signal })).data,
    }),
  );
}

/** POST (connect or replace, once Efí took our webhook on the key) or DELETE (disconnect). */
export function useChangeEfi(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (body: EfiConnectBody | null) =>
      (await apiRequest<Answer>(`/businesses/${businessId}/gerencianet`, body ? { method: 'POST', body } : { method: 'DELETE' })).data,
    onSuccess: (saved) => queryClient.setQueryData(efiKey(businessId), saved),
  });
}

/** GET v1/businesses/{id}/payments/unmatched-pix: Pix received at the Efí account that match no order (the daily sweep). */
export function useUnmatchedPix(businessId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['businesses', businessId, 'unmatched-pix'] as const,
      queryFn: async ({ signal }) => (await apiRequest<{ data: UnmatchedPix[] }>(`/businesses/${businessId}/payments/unmatched-pix`, { signal })).data,
    }),
  );
}
