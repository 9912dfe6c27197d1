import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignPreview, CreateCampaignBody, PacingSettingsBody, RateLimitStatus, WhatsappTemplate, WhatsappTemplateBody } from '@comanda/domain/whatsapp/campaign-resource';
import type { ScheduleWhatsappMessageBody, WhatsappMessage } from '@comanda/domain/whatsapp/whatsapp-resource';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { useRealtimeInvalidate } from '../../../lib/use-realtime';
import { whatsappKeys } from './whatsapp';

// Campaigns, pacing and scheduled messages (issue 35). Every send moves a campaign's progress; the
// server says so (`whatsapp.updated`) and the lists read again, so progress is live.

const keys = {
  campaigns: (businessId: number) => [...whatsappKeys.all(businessId), 'campaigns'] as const,
  preview: (businessId: number, body: CreateCampaignBody) => [...whatsappKeys.all(businessId), 'campaign-preview', body] as const,
  rateLimit: (businessId: number) => [...whatsappKeys.all(businessId), 'rate-limit'] as const,
  scheduled: (businessId: number) => [...whatsappKeys.all(businessId), 'scheduled'] as const,
};

export function useCampaigns(businessId: number) {
  useRealtimeInvalidate('whatsapp.updated', keys.campaigns(businessId));
  return useQuery(
    queryOptions({
      queryKey: keys.campaigns(businessId),
      queryFn: async ({ signal }) => (await apiRequest<{ data: Campaign[] }>('/whatsapp/campaigns', { signal })).data,
    }),
  );
}

/** How many it reaches, the first text, when it ends — for the form as typed (null: not ready to ask). */
export function useCampaignPreview(businessId: number, body: CreateCampaignBody | null) {
  return useQuery({
    queryKey: keys.preview(businessId, body ?? { name: '', segment: 'all', text: '' }),
    queryFn: async ({ signal }) => (await apiRequest<{ data: CampaignPreview }>('/whatsapp/campaigns/preview', { method: 'POST', body, signal })).data,
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCreateCampaign(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: async (body: CreateCampaignBody, { idempotencyKey }) => (await apiRequest<{ data: Campaign }>('/whatsapp/campaigns', { method: 'POST', body, idempotencyKey })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: whatsappKeys.all(businessId) }),
  });
}

export function useCancelCampaign(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (id: number) => (await apiRequest<{ data: Campaign }>(`/whatsapp/campaigns/${id}/cancel`, { method: 'POST' })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.campaigns(businessId) }),
  });
}

export function useRateLimitStatus(businessId: number) {
  useRealtimeInvalidate('whatsapp.updated', keys.rateLimit(businessId));
  return useQuery(
    queryOptions({
      queryKey: keys.rateLimit(businessId),
      queryFn: async ({ signal }) => (await apiRequest<{ data: RateLimitStatus }>('/whatsapp/rate-limit-status', { signal })).data,
    }),
  );
}

export function useSavePacing(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (body: PacingSettingsBody) => (await apiRequest<{ data: RateLimitStatus }>('/whatsapp/pacing', { method: 'PUT', body })).data,
    onSuccess: (status) => queryClient.setQueryData(keys.rateLimit(businessId), status),
  });
}

export function useScheduledMessages(businessId: number) {
  useRealtimeInvalidate('whatsapp.updated', keys.scheduled(businessId));
  return useQuery(
    queryOptions({
      queryKey: keys.scheduled(businessId),
      queryFn: async ({ signal }) => (await apiRequest<{ data: WhatsappMessage[] }>('/whatsapp/scheduled-messages', { signal })).data,
    }),
  );
}

export function useScheduleMessage(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: async (body: ScheduleWhatsappMessageBody, { idempotencyKey }) =>
      (await apiRequest<{ data: WhatsappMessage }>('/whatsapp/schedule-messages', { method: 'POST', body, idempotencyKey })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.scheduled(businessId) }),
  });
}

export function useCancelScheduledMessage(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (id: number) => (await apiRequest<{ data: WhatsappMessage }>(`/whatsapp/scheduled-messages/${id}/cancel`, { method: 'POST' })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.scheduled(businessId) }),
  });
}

const templatesKey = (businessId: number) => [...whatsappKeys.all(businessId), 'templates'] as const;

export function useWhatsappTemplates(businessId: number) {
  return useQuery(
    queryOptions({
      queryKey: templatesKey(businessId),
      queryFn: async ({ signal }) => (await apiRequest<{ data: WhatsappTemplate[] }>('/whatsapp/whatsapp-template', { signal })).data,
    }),
  );
}

/** Creates a template (no id) or updates one. */
export function useSaveTemplate(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async ({ id, ...body }: WhatsappTemplateBody & { id?: number }) =>
      (await apiRequest<{ data: WhatsappTemplate }>(id ? `/whatsapp/whatsapp-template/${id}` : '/whatsapp/whatsapp-template', { method: id ? 'PUT' : 'POST', body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesKey(businessId) }),
  });
}

export function useToggleTemplate(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (id: number) => (await apiRequest<{ data: WhatsappTemplate }>(`/whatsapp/whatsapp-template/${id}/toggle-status`, { method: 'POST' })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: templatesKey(businessId) }),
  });
}
