import { useQueryClient } from '@tanstack/react-query';
import type { TableBody, TableResource } from '@comanda/domain/tables/table-resource';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

/*
 * The tables' settings (manage_tables): POST v1/tables, PUT v1/tables/{id}, DELETE v1/tables/{id}.
 * A name already taken answers 422 on `name`; deleting a table with an open order answers 409.
 */

function useInvalidateTables() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.tables });
}

export function useCreateTable() {
  const invalidate = useInvalidateTables();
  return useGuardedMutation({
    mutationFn: async (body: TableBody) => (await apiRequest<{ data: TableResource }>('/tables', { method: 'POST', body })).data,
    onSuccess: invalidate,
  });
}

export function useUpdateTable() {
  const invalidate = useInvalidateTables();
  return useGuardedMutation({
    mutationFn: async ({ id, body }: { id: number; body: TableBody }) =>
      (await apiRequest<{ data: TableResource }>(`/tables/${id}`, { method: 'PUT', body })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteTable() {
  const invalidate = useInvalidateTables();
  return useGuardedMutation({
    mutationFn: (id: number) => apiRequest<void>(`/tables/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
