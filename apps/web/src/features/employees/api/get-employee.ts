import { useQuery } from '@tanstack/react-query';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { employeesKeys } from './employees-keys';

/** GET v1/employees/{id}/show: one member of the current business's team. */
export function getEmployee(id: number, signal?: AbortSignal): Promise<EmployeeResource> {
  return apiRequest<{ data: EmployeeResource }>(`/employees/${id}/show`, { signal }).then((res) => res.data);
}

export function useEmployee(businessId: number, id: number) {
  return useQuery({
    queryKey: employeesKeys.one(businessId, id),
    queryFn: ({ signal }) => getEmployee(id, signal),
    // Someone not on the team (404) or a bad id (422) stays so on a retry.
    retry: (count, error) => !(isApiError(error) && [403, 404, 422].includes(error.status)) && count < 2,
  });
}
