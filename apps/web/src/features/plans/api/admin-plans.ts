import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddonCreateBodySchema, AddonUpdateBodySchema, AdminAddon, AdminPlan, PlanCreateBodySchema, PlanUpdateBodySchema } from '@comanda/domain/billing/billing-resource';
import { apiRequest } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

// v1/core/plans (issue 39): the platform admin's plans and the features each grants.

export type PlanCreateBody = z.infer<typeof PlanCreateBodySchema>;
export type PlanUpdateBody = z.infer<typeof PlanUpdateBodySchema>;

const keys = {
  all: ['core', 'plans'] as const,
  features: (id: number) => ['core', 'plans', id, 'features'] as const,
};

export function useAdminPlans() {
  return useQuery(queryOptions({ queryKey: keys.all, queryFn: async ({ signal }) => (await apiRequest<{ data: AdminPlan[] }>('/core/plans', { signal })).data }));
}

export function usePlanFeatures(id: number) {
  return useQuery(
    queryOptions({
      queryKey: keys.features(id),
      queryFn: async ({ signal }) => (await apiRequest<{ data: { feature_codes: string[]; grantable: string[] } }>(`/core/plans/${id}/features`, { signal })).data,
    }),
  );
}

function usePlanMutation<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }) });
}

export const useCreatePlan = () => usePlanMutation((body: PlanCreateBody) => apiRequest('/core/plans', { method: 'POST', body }));
export const useUpdatePlan = () => usePlanMutation(({ id, body }: { id: number; body: PlanUpdateBody }) => apiRequest(`/core/plans/${id}`, { method: 'PUT', body }));
export const useDeletePlan = () => usePlanMutation((id: number) => apiRequest(`/core/plans/${id}`, { method: 'DELETE' }));
export const useSetPlanFeatures = () => usePlanMutation(({ id, codes }: { id: number; codes: string[] }) => apiRequest(`/core/plans/${id}/features`, { method: 'PUT', body: { feature_codes: codes } }));

// v1/core/addons: the platform admin's add-ons.
export type AddonCreateBody = z.infer<typeof AddonCreateBodySchema>;
export type AddonUpdateBody = z.infer<typeof AddonUpdateBodySchema>;
const addonKeys = ['core', 'addons'] as const;

export function useAdminAddons() {
  return useQuery(queryOptions({ queryKey: addonKeys, queryFn: async ({ signal }) => (await apiRequest<{ data: AdminAddon[] }>('/core/addons', { signal })).data }));
}

function useAddonMutation<V>(mutationFn: (vars: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useGuardedMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: addonKeys }) });
}

export const useCreateAddon = () => useAddonMutation((body: AddonCreateBody) => apiRequest('/core/addons', { method: 'POST', body }));
export const useUpdateAddon = () => useAddonMutation(({ id, body }: { id: number; body: AddonUpdateBody }) => apiRequest(`/core/addons/${id}`, { method: 'PUT', body }));
export const useDeleteAddon = () => useAddonMutation((id: number) => apiRequest(`/core/addons/${id}`, { method: 'DELETE' }));
