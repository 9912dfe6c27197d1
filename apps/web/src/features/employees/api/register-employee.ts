import { useQueryClient } from '@tanstack/react-query';
import type { EmployeeResource, RegisterEmployeeBody } from '@comanda/domain/employees/employee-resource';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { storeEmployee } from './employees-keys';

/** POST v1/employees/register-waiter: a new member with a preset, permissions, and an invitation or a first password. */
export function registerEmployee(body: RegisterEmployeeBody, idempotencyKey?: string): Promise<EmployeeResource> {
  return apiRequest<{ data: EmployeeResource }>('/employees/register-waiter', { method: 'POST', body, idempotencyKey }).then((res) => res.data);
}

export function useRegisterEmployee(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: (body: RegisterEmployeeBody, { idempotencyKey }) => registerEmployee(body, idempotencyKey),
    onSuccess: (employee) => storeEmployee(queryClient, businessId, employee),
  });
}
