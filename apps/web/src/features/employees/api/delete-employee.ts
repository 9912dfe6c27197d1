import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { employeesKeys } from './employees-keys';

/** DELETE v1/employees/{id}/delete: off the team; their name stays on past orders, their sessions here end. */
export function deleteEmployee(id: number, idempotencyKey?: string): Promise<void> {
  return apiRequest<void>(`/employees/${id}/delete`, { method: 'DELETE', idempotencyKey });
}

export function useDeleteEmployee(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: (id: number, { idempotencyKey }) => deleteEmployee(id, idempotencyKey),
    onSuccess: (_nothing, id) => {
      // Their page must not refetch into a 404 while it leaves.
      queryClient.removeQueries({ queryKey: employeesKeys.one(businessId, id) });
      return queryClient.invalidateQueries({ queryKey: employeesKeys.list(businessId) });
    },
  });
}
