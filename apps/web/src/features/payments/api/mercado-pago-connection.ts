import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MercadoPagoConnectBody, MercadoPagoConnection } from '@comanda/domain/payments/payment-connections';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

// v1/businesses/{id}/mp: the restaurant's Mercado Pago account (issue 34). The credentials go in;
// what comes back is what the settings show.

const mercadoPagoKey = (businessId: number) => ['businesses', businessId, 'mercado-pago'] as const;
type Answer = { data: MercadoPagoConnection };

export function useMercadoPagoConnection(businessId: number) {
  return useQuery(
    queryOptions({
      queryKey: mercadoPagoKey(businessId),
      queryFn: async ({ signal }) => (await apiRequest<Answer>(`/businesses/${businessId}/mp`, { signal })).data,
    }),
  );
}

/** POST (connect or replace, after Mercado Pago accepts the token) or DELETE (disconnect). */
export function useChangeMercadoPago(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (body: MercadoPagoConnectBody | null) =>
      (await apiRequest<Answer>(`/businesses/${businessId}/mp`, body ? { method: 'POST', body } : { method: 'DELETE' })).data,
    onSuccess: (saved) => queryClient.setQueryData(mercadoPagoKey(businessId), saved),
  });
}
