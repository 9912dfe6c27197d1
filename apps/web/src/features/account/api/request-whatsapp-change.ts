import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import type { z } from 'zod';
import type { whatsappChangeRequestSchema } from '@comanda/domain/auth/whatsapp-change-schemas';
import { apiRequest } from '../../../lib/api-client';

export type WhatsappChangeRequest = z.infer<typeof whatsappChangeRequestSchema>;

/** Sends a 6-digit code to the new number; confirm-whatsapp-change applies it. */
export function requestWhatsappChange(body: WhatsappChangeRequest) {
  return apiRequest<{ message: string }>('/me/whatsapp-change', { method: 'POST', body });
}

export function useRequestWhatsappChange() {
  return useGuardedMutation({ mutationFn: requestWhatsappChange });
}
