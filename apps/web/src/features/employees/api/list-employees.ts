import { useQuery } from '@tanstack/react-query';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { apiRequest } from '../../../lib/api-client';
import { employeesKeys } from './employees-keys';

/** GET v1/employees: the current business's team, owners first, then by name. */
export function listEmployees(signal?: AbortSignal): Promise<EmployeeResource[]> {
  return apiRequest<{ data: EmployeeResource[] }>('/employees', { signal }).then((res) => res.data);
}

export function useEmployees(businessId: number) {
  return useQuery({ queryKey: employeesKeys.list(businessId), queryFn: ({ signal }) => listEmployees(signal) });
}
