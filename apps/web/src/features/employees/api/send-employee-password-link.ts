import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

/**
 * POST v1/employees/{id}/reset-password: e-mails the invitation again while it is pending, otherwise
 * a link to choose a new password. Answers the sentence to show ("Enviamos um convite para …").
 */
export function sendEmployeePasswordLink(id: number): Promise<string> {
  return apiRequest<{ message: string }>(`/employees/${id}/reset-password`, { method: 'POST' }).then((res) => res.message);
}

export function useSendEmployeePasswordLink() {
  return useGuardedMutation({ mutationFn: (id: number) => sendEmployeePasswordLink(id) });
}
