import { useQueryClient } from '@tanstack/react-query';
import type { DistrictDeliveryBodyInput, DistrictDeliveryResource } from '@comanda/domain/delivery/district-delivery';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { deliveryKeys } from './delivery-keys';

/** PUT v1/businesses/{id}/district-delivery: the whole list; 409 when someone saved a newer one meanwhile. */
export async function updateDistrictDelivery(businessId: number, body: DistrictDeliveryBodyInput): Promise<DistrictDeliveryResource> {
  return (await apiRequest<{ data: DistrictDeliveryResource }>(`/businesses/${businessId}/district-delivery`, { method: 'PUT', body })).data;
}

export type UpdateDistrictDeliveryVariables = { businessId: number; body: DistrictDeliveryBodyInput };

/**
 * The saved settings replace the cached ones at once (the page starts over from them); the business
 * is read again, since its delivery_fee is the fee outside the list.
 */
export function useUpdateDistrictDelivery() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ businessId, body }: UpdateDistrictDeliveryVariables) => updateDistrictDelivery(businessId, body),
    onSuccess: (saved, { businessId }) => {
      queryClient.setQueryData(deliveryKeys.districtDelivery(businessId), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.currentBusiness(businessId) });
    },
  });
}
