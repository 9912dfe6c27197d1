import { useQueryClient } from '@tanstack/react-query';
import type { EmployeeResource, UpdateEmployeeBody } from '@comanda/domain/employees/employee-resource';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { storeEmployee } from './employees-keys';

export type UpdateEmployeeRequest = { id: number; body: UpdateEmployeeBody };

/** PUT v1/employees/{id}/update: the preset; the name and WhatsApp of someone who works only here. */
export function updateEmployee({ id, body }: UpdateEmployeeRequest, idempotencyKey?: string): Promise<EmployeeResource> {
  return apiRequest<{ data: EmployeeResource }>(`/employees/${id}/update`, { method: 'PUT', body, idempotencyKey }).then((res) => res.data);
}

export function useUpdateEmployee(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: (request: UpdateEmployeeRequest, { idempotencyKey }) => updateEmployee(request, idempotencyKey),
    onSuccess: (employee) => storeEmployee(queryClient, businessId, employee),
  });
}
