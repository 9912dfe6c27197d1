import type { QueryClient } from '@tanstack/react-query';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';

/** The team's query keys, per business (the API answers for the business the user acts in). */
export const employeesKeys = {
  all: ['employees'] as const,
  list: (businessId: number) => ['employees', 'list', businessId] as const,
  one: (businessId: number, id: number) => ['employees', 'one', businessId, id] as const,
};

/** After a change the API answered with the employee: their page shows it at once, the list reloads. */
export function storeEmployee(queryClient: QueryClient, businessId: number, employee: EmployeeResource): Promise<void> {
  queryClient.setQueryData(employeesKeys.one(businessId, employee.id), employee);
  return queryClient.invalidateQueries({ queryKey: employeesKeys.list(businessId) });
}
