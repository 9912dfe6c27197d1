import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DistrictDeliveryResource } from '@comanda/domain/delivery/district-delivery';
import { apiRequest } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-keys';

/** GET v1/businesses/{id}/district-delivery: the bairros served, their terms, and the fee elsewhere. */
export async function getDistrictDelivery(businessId: number, signal?: AbortSignal): Promise<DistrictDeliveryResource> {
  return (await apiRequest<{ data: DistrictDeliveryResource }>(`/businesses/${businessId}/district-delivery`, { signal })).data;
}

export function districtDeliveryQueryOptions(businessId: number) {
  return queryOptions({ queryKey: deliveryKeys.districtDelivery(businessId), queryFn: ({ signal }) => getDistrictDelivery(businessId, signal) });
}

export function useDistrictDelivery(businessId: number) {
  return useQuery(districtDeliveryQueryOptions(businessId));
}
