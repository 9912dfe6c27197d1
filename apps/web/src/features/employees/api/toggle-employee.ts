import { useQueryClient } from '@tanstack/react-query';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { storeEmployee } from './employees-keys';

export type ToggleEmployeeRequest = { id: number; is_active: boolean };

/**
 * PUT v1/employees/{id}/toggle. The wanted state is always sent, so a second click (or a retry) asks
 * for the same state instead of flipping it back. Deactivating signs the person out at once.
 */
export function toggleEmployee({ id, is_active }: ToggleEmployeeRequest, idempotencyKey?: string): Promise<EmployeeResource> {
  return apiRequest<{ data: EmployeeResource }>(`/employees/${id}/toggle`, { method: 'PUT', body: { is_active }, idempotencyKey }).then((res) => res.data);
}

export function useToggleEmployee(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: (request: ToggleEmployeeRequest, { idempotencyKey }) => toggleEmployee(request, idempotencyKey),
    onSuccess: (employee) => storeEmployee(queryClient, businessId, employee),
  });
}
