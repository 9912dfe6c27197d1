import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Addon, AdminSubscription, AdminSubscriptionDetail, Invoice, PlanCard, Subscription } from '@comanda/domain/billing/billing-resource';

type AdminSubscriptions = { data: AdminSubscription[]; summary: { mrr: number; counts: Record<Subscription['status'], number> } };
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { useRealtimeInvalidate } from '../../../lib/use-realtime';

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

/** Changes plan (once per click): down at the period's end; up once the difference is paid (the invoice it answers), at once in the trial. */
export function useChangePlan(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: async (plan: string, { idempotencyKey }) =>
      (await apiRequest<{ data: { subscription: Subscription; invoice: Invoice | null; takes_effect: 'now' | 'at_period_end' | 'when_paid' } }>(`/businesses/${businessId}/subscription/plan`, { method: 'POST', body: { plan }, idempotencyKey })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all(businessId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentBusiness(businessId) });
    },
  });
}

/** Opens the invoice's checkout (Mercado Pago, on Comanda's account): the browser goes there to pay. */
export function usePayInvoice(businessId: number) {
  return useGuardedMutation({
    mutationFn: async (uuid: string) => (await apiRequest<{ data: { checkout_url: string } }>(`/businesses/${businessId}/subscription/invoices/${uuid}/payment`, { method: 'POST' })).data.checkout_url,
  });
}

export function useCancelSubscription(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (cancel: boolean) => (await apiRequest<{ data: Subscription }>(`/businesses/${businessId}/subscription/cancel`, { method: 'POST', body: { cancel } })).data,
    onSuccess: (subscription) => queryClient.setQueryData(billingKeys.subscription(businessId), subscription),
  });
}

export function useInvoice(businessId: number, uuid: string) {
  return useQuery(
    queryOptions({
      queryKey: [...billingKeys.invoices(businessId), uuid] as const,
      queryFn: async ({ signal }) => (await apiRequest<{ data: Invoice }>(`/businesses/${businessId}/subscription/invoices/${uuid}`, { signal })).data,
    }),
  );
}

/** The layout's: when the subscription changes (an invoice paid, a suspension), the business and billing are read again, so the gates follow without a reload. */
export function useBillingRealtime(businessId: number | null) {
  useRealtimeInvalidate('billing.updated', queryKeys.currentBusiness(businessId));
  useRealtimeInvalidate('billing.updated', billingKeys.all(businessId ?? 0));
}

export type AdminSubscriptionsFilter = { status: string; search: string };

/** The platform admin's subscriptions, with the MRR and the counts by status (GET v1/core/subscriptions). */
export function useAdminSubscriptions(filter: AdminSubscriptionsFilter) {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.search.trim()) params.set('search', filter.search.trim());
  return useQuery(
    queryOptions({
      queryKey: ['core', 'subscriptions', filter] as const,
      queryFn: async ({ signal }) => apiRequest<AdminSubscriptions>(`/core/subscriptions${params.size ? `?${params}` : ''}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

const adminSubscriptionKey = (id: number) => ['core', 'subscriptions', 'detail', id] as const;

/** One subscription for the platform admin, with its invoices (GET v1/core/subscriptions/{id}). */
export function useAdminSubscription(id: number) {
  return useQuery(queryOptions({ queryKey: adminSubscriptionKey(id), queryFn: async ({ signal }) => (await apiRequest<{ data: AdminSubscriptionDetail }>(`/core/subscriptions/${id}`, { signal })).data }));
}

export type AdminSubscriptionAction =
  | { kind: 'markPaid'; invoice: string; reason: string }
  | { kind: 'freePeriods'; periods: number; reason: string }
  | { kind: 'changePlan'; plan: string; reason: string };

/** The admin's audited actions on a subscription; each answers the subscription as it is now. */
export function useAdminSubscriptionAction(id: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (action: AdminSubscriptionAction) => {
      const base = `/core/subscriptions/${id}`;
      const [path, body] =
        action.kind === 'markPaid'
          ? [`${base}/invoices/${action.invoice}/mark-paid`, { reason: action.reason }]
          : action.kind === 'freePeriods'
            ? [`${base}/free-periods`, { periods: action.periods, reason: action.reason }]
            : [`${base}/plan`, { plan: action.plan, reason: action.reason }];
      return (await apiRequest<{ data: AdminSubscriptionDetail }>(path, { method: 'POST', body })).data;
    },
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminSubscriptionKey(id), detail);
      await queryClient.invalidateQueries({ queryKey: ['core', 'subscriptions'], exact: false, predicate: (q) => q.queryKey[2] !== 'detail' });
    },
  });
}

// Add-ons (v1/businesses/{id}/addons…).
const addonsKey = (businessId: number) => [...billingKeys.all(businessId), 'addons'] as const;

export function useAddons(businessId: number) {
  return useQuery(queryOptions({ queryKey: addonsKey(businessId), queryFn: async ({ signal }) => (await apiRequest<{ data: Addon[] }>(`/businesses/${businessId}/addons`, { signal })).data }));
}

/** Takes an add-on (once per click); billing and the business are read again (an add-on with nothing to pay is active at once). */
export function useBuyAddon(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    idempotent: true,
    mutationFn: async (addonId: number, { idempotencyKey }) =>
      (await apiRequest<{ data: { id: number; status: 'pending' | 'active'; invoice: Invoice | null } }>(`/businesses/${businessId}/addons`, { method: 'POST', body: { addon_id: addonId }, idempotencyKey })).data,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all(businessId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentBusiness(businessId) });
    },
  });
}

export function useCancelAddon(businessId: number) {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async (takenId: number) => apiRequest(`/businesses/${businessId}/addons/${takenId}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: billingKeys.all(businessId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.currentBusiness(businessId) });
    },
  });
}

/** Opens a pending add-on's checkout (Mercado Pago, on Comanda's account). */
export function usePayAddon(businessId: number) {
  return useGuardedMutation({
    mutationFn: async (takenId: number) => (await apiRequest<{ data: { checkout_url: string } }>(`/businesses/${businessId}/addons/${takenId}/payment`, { method: 'POST' })).data.checkout_url,
  });
}
