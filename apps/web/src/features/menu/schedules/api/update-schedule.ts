import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation';
import type { ScheduleBody, ScheduleResource } from '@comanda/domain/menu/product-schedule';
import { apiRequest } from '../../../../lib/api-client';
import { menuKeys } from '../../shared/api/menu-keys';

/** PUT v1/schedules/{id}: one weekday of a product's schedule. */
export async function updateSchedule(id: number, body: ScheduleBody): Promise<ScheduleResource> {
  const res = await apiRequest<{ data: ScheduleResource }>(`/schedules/${id}`, { method: 'PUT', body });
  return res.data;
}

export type UpdateScheduleVariables = { id: number; body: ScheduleBody };

/**
 * Saves one weekday. The saved row replaces its cached version at once; the product, the menu
 * lists and the categories (counted under the "unavailable now" filter) are refetched, since
 * "available now" follows the schedule.
 */
export function useUpdateSchedule() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ id, body }: UpdateScheduleVariables) => updateSchedule(id, body),
    onSuccess: (row) => {
      queryClient.setQueryData<ScheduleResource[]>(menuKeys.productSchedules(row.product_id), (rows) =>
        rows?.map((r) => (r.id === row.id ? row : r)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: menuKeys.product(row.product_id), exact: true }),
        queryClient.invalidateQueries({ queryKey: menuKeys.allCategoryProducts() }),
        queryClient.invalidateQueries({ queryKey: menuKeys.categoryLists() }),
      ]);
    },
  });
}
