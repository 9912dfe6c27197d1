import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleResource } from '@comanda/domain/menu/product-schedule';
import { apiRequest } from '../../../../lib/api-client';
import { menuKeys } from '../../shared/api/menu-keys';

/** GET v1/products/{id}/schedules: one row per weekday, Sunday to Saturday. */
export async function listProductSchedules(productId: number, signal?: AbortSignal): Promise<ScheduleResource[]> {
  const res = await apiRequest<{ data: ScheduleResource[] }>(`/products/${productId}/schedules`, { signal });
  return res.data;
}

export function productSchedulesQueryOptions(productId: number) {
  return queryOptions({
    queryKey: menuKeys.productSchedules(productId),
    queryFn: ({ signal }) => listProductSchedules(productId, signal),
  });
}

export function useProductSchedules(productId: number) {
  return useQuery(productSchedulesQueryOptions(productId));
}
