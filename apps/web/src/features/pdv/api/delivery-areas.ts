import { useQuery } from '@tanstack/react-query';
import type { DeliveryArea } from '@comanda/domain/delivery/district-delivery';
import { apiRequest } from '../../../lib/api-client';

/** GET v1/businesses/{id}/districts: the bairros served with their fees and terms (any member may read it). */
export function useDeliveryAreas(businessId: number) {
  return useQuery({
    queryKey: ['pdv', 'delivery-areas', businessId],
    queryFn: async ({ signal }) => (await apiRequest<{ data: DeliveryArea[] }>(`/businesses/${businessId}/districts`, { signal, loadingBar: false })).data,
    staleTime: 60_000,
  });
}
