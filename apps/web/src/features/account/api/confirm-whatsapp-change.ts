import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import type { z } from 'zod';
import type { whatsappChangeConfirmSchema } from '@comanda/domain/auth/whatsapp-change-schemas';
import type { User } from '@comanda/domain/auth/user-schema';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type WhatsappChangeConfirm = z.infer<typeof whatsappChangeConfirmSchema>;

export async function confirmWhatsappChange(body: WhatsappChangeConfirm): Promise<User> {
  const res = await apiRequest<{ data: User }>('/me/whatsapp-change', { method: 'PUT', body });
  return res.data;
}

export function useConfirmWhatsappChange() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: confirmWhatsappChange,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
