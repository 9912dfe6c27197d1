import { useQueryClient } from '@tanstack/react-query';
import type { CreateDistrictBody, DistrictResource } from '@comanda/domain/regions/regions';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { deliveryKeys } from './delivery-keys';

/** POST v1/core/regions/district: the city's bairro of that name, added if it was missing. */
export async function createDistrict(body: CreateDistrictBody): Promise<DistrictResource> {
  return (await apiRequest<{ data: DistrictResource }>('/core/regions/district', { method: 'POST', body })).data;
}

/** The city's searches are asked again, so the new bairro shows up in them. */
export function useCreateDistrict() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: CreateDistrictBody) => createDistrict(body),
    onSuccess: (district) => queryClient.invalidateQueries({ queryKey: deliveryKeys.districtSearches(district.city_id) }),
  });
}
