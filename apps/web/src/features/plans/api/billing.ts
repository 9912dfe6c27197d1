import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice, PlanCard, Subscription } from '@comanda/domain/billing/billing-resource';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

// v1/businesses/{id} billing (issue 39): the plans as cards, the subscription and its invoices.

export const billingKeys = {
  all: (businessId: number) => ['businesses', businessId, 'billing'] as const,
  plans: (businessId: number) => [...billingKeys.all(businessId), 'plans'] as const,
  subscription: (businessId: number) => [...billingKeys.all(businessId), 'subscription'] as const,
  invoices: (businessId: number) => [...billingKeys.all(businessId), 'invoices'] as const,
};

export function usePlans(businessId: number) {
  return useQuery(queryOptions({ queryKey: billingKeys.plans(businessId), queryFn: async ({ signal }) => (await apiRequest<{ data: PlanCard[] }>(`/businesses/${businessId}/plans`, { signal })).data }));
}

export function useSubscription(businessId: number) {
  return useQuery(
    queryOptions({ queryKey: billingKeys.subscription(businessId), queryFn: async ({ signal }) => (await apiRequest<{ data: Subscription | null }>(`/businesses/${businessId}/subscription`, { signal })).data }),
  );
}

export function useInvoices(businessId: number) {
  return useQuery(queryOptions({ queryKey: billingKeys.invoices(businessId), queryFn: async ({ signal }) => (await apiRequest<{ data: Invoice[] }>(`/businesses/${businessId}/subscription/invoices`, { signal })).data }));
}

/** Takes a plan (once per click: an idempotency key); the business (plan_status) and billing are read again. */
export function useSubscribe(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: async (plan: string, { idempotencyKey }) => (await apiRequest<{ data: Subscription }>(`/businesses/${businessId}/subscribe`, { method: 'POST', body: { plan }, idempotencyKey })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all(businessId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentBusiness(businessId) });
    },
  });
}
