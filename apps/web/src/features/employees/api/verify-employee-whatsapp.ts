import { useQueryClient } from '@tanstack/react-query';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { storeEmployee } from './employees-keys';

/** Without `code`: send a 6-digit code to the employee's WhatsApp. With it: confirm the number. */
export type VerifyWhatsappRequest = { employee_id: number; code?: string };
export type VerifyWhatsappResult = { data: EmployeeResource; message: string };

/** POST v1/employees/verify-whatsapp. */
export function verifyEmployeeWhatsapp(body: VerifyWhatsappRequest): Promise<VerifyWhatsappResult> {
  return apiRequest<VerifyWhatsappResult>('/employees/verify-whatsapp', { method: 'POST', body });
}

export function useVerifyEmployeeWhatsapp(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (body: VerifyWhatsappRequest) => verifyEmployeeWhatsapp(body),
    onSuccess: (result) => storeEmployee(queryClient, businessId, result.data),
  });
}
