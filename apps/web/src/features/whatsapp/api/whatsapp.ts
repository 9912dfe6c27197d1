import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CloudConnectionBody, OrderMessagesBody, SendWhatsappMessageBody, WhatsappConnection, WhatsappMedia, WhatsappMessage } from '@comanda/domain/whatsapp/whatsapp-resource';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { useRealtimeInvalidate } from '../../../lib/use-realtime';

// v1/whatsapp (issue 35): the business's number and its messages. The server tells every screen
// when either changed (`whatsapp.updated`); the page reads them again — the QR rotates that way.

export const whatsappKeys = {
  all: (businessId: number) => ['businesses', businessId, 'whatsapp'] as const,
  connection: (businessId: number) => [...whatsappKeys.all(businessId), 'connection'] as const,
  messages: (businessId: number) => [...whatsappKeys.all(businessId), 'messages'] as const,
};

export function useWhatsappConnection(businessId: number) {
  useRealtimeInvalidate('whatsapp.updated', whatsappKeys.connection(businessId));
  return useQuery(
    queryOptions({
      queryKey: whatsappKeys.connection(businessId),
      queryFn: async ({ signal }) => (await apiRequest<{ data: WhatsappConnection }>('/whatsapp', { signal })).data,
    }),
  );
}

export type WhatsappAction = 'create' | 'connect' | 'check' | 'logout' | 'delete';

const ACTIONS: Record<WhatsappAction, { method: 'GET' | 'POST' | 'DELETE'; path: string }> = {
  create: { method: 'POST', path: '/whatsapp' },
  connect: { method: 'POST', path: '/whatsapp/connect' },
  check: { method: 'GET', path: '/whatsapp/connection' },
  logout: { method: 'POST', path: '/whatsapp/logout' },
  delete: { method: 'DELETE', path: '/whatsapp' },
};

/** Create (and pair), a fresh QR, check with the provider, log out, delete: each answers the connection as it is now. */
export function useWhatsappAction(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    // Creating twice answers the same instance (the API finds it): no key needed.
    mutationFn: async (action: WhatsappAction) => {
      const { method, path } = ACTIONS[action];
      return (await apiRequest<{ data: WhatsappConnection }>(path, { method })).data;
    },
    onSuccess: (connection) => queryClient.setQueryData(whatsappKeys.connection(businessId), connection),
  });
}

/** Connects (or replaces the credentials of) the number on the Cloud API; Meta is asked first, so a wrong token is a field error. */
export function useConnectCloud(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (body: CloudConnectionBody) => (await apiRequest<{ data: WhatsappConnection }>('/whatsapp/cloud', { method: 'PUT', body })).data,
    onSuccess: (connection) => queryClient.setQueryData(whatsappKeys.connection(businessId), connection),
  });
}

export function useWhatsappMessages(businessId: number) {
  useRealtimeInvalidate('whatsapp.updated', whatsappKeys.messages(businessId));
  return useQuery(
    queryOptions({
      queryKey: whatsappKeys.messages(businessId),
      queryFn: async ({ signal }) => (await apiRequest<{ data: WhatsappMessage[] }>('/whatsapp/messages', { signal })).data,
    }),
  );
}

export function useSendWhatsappMessage(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: async (body: SendWhatsappMessageBody, { idempotencyKey }) =>
      (await apiRequest<{ data: WhatsappMessage }>('/whatsapp/messages', { method: 'POST', body, idempotencyKey })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whatsappKeys.messages(businessId) }),
  });
}

type OrderMessageSetting = OrderMessagesBody['messages'][number];

export function useOrderMessages(businessId: number) {
  return useQuery(
    queryOptions({
      queryKey: [...whatsappKeys.all(businessId), 'order-messages'] as const,
      queryFn: async ({ signal }) => (await apiRequest<{ data: OrderMessageSetting[] }>('/whatsapp/order-messages', { signal })).data,
    }),
  );
}

export function useSaveOrderMessages(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (body: OrderMessagesBody) => (await apiRequest<{ data: OrderMessageSetting[] }>('/whatsapp/order-messages', { method: 'PUT', body })).data,
    onSuccess: (saved) => queryClient.setQueryData([...whatsappKeys.all(businessId), 'order-messages'], saved),
  });
}

/** The groups the connected number is in (only asked while it is connected). */
export function useWhatsappGroups(businessId: number, connected: boolean) {
  return useQuery({
    queryKey: [...whatsappKeys.all(businessId), 'groups'] as const,
    queryFn: async ({ signal }) => (await apiRequest<{ data: { id: string; subject: string; size: number | null }[] }>('/whatsapp/groups', { signal })).data,
    enabled: connected,
  });
}

/** POST v1/whatsapp/media (multipart field `file`): an image or a PDF, answered as the message's `media`. */
export async function uploadWhatsappMedia(file: File): Promise<WhatsappMedia> {
  const form = new FormData();
  form.append('file', file);
  return (await apiRequest<{ data: WhatsappMedia }>('/whatsapp/media', { method: 'POST', body: form })).data;
}

/** The connected number's saved contacts (only asked while it is connected). */
export function useWhatsappContacts(businessId: number, connected: boolean) {
  return useQuery({
    queryKey: [...whatsappKeys.all(businessId), 'contacts'] as const,
    queryFn: async ({ signal }) => (await apiRequest<{ data: { id: string; phone: string; name: string | null }[] }>('/whatsapp/contacts', { signal })).data,
    enabled: connected,
  });
}
