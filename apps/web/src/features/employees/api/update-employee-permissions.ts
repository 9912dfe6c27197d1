import { useQueryClient } from '@tanstack/react-query';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import type { PermissionName } from '@comanda/domain/permissions/permission-rules';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { storeEmployee } from './employees-keys';

export type UpdatePermissionsRequest = { id: number; permissions: PermissionName[] };

/** PUT v1/employees/{id}/update-permissions: the whole set of the employee's permissions here. */
export function updateEmployeePermissions({ id, permissions }: UpdatePermissionsRequest, idempotencyKey?: string): Promise<EmployeeResource> {
  return apiRequest<{ data: EmployeeResource }>(`/employees/${id}/update-permissions`, { method: 'PUT', body: { permissions }, idempotencyKey }).then(
    (res) => res.data,
  );
}

export function useUpdateEmployeePermissions(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: (request: UpdatePermissionsRequest, { idempotencyKey }) => updateEmployeePermissions(request, idempotencyKey),
    onSuccess: (employee) => storeEmployee(queryClient, businessId, employee),
  });
}
