import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerBody,
  CustomerDetail,
  CustomerListQueryInput,
  CustomerResource,
  CustomerSegmentCount,
  CustomerSignUpBody,
  SignUpBusiness,
} from '@comanda/domain/customers/customer-resource';
import type { Page } from '@comanda/domain/wire/pagination';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';

/*
 * v1/customers (issue 18): the business's list and segments, one customer, their changes, and the
 * public sign-up link's two calls (no session).
 */

export const customersKeys = {
  all: queryKeys.customers,
  list: (businessId: number, query: CustomerListQueryInput) => [...queryKeys.customers, 'list', businessId, query] as const,
  segments: (businessId: number) => [...queryKeys.customers, 'segments', businessId] as const,
  one: (id: number) => [...queryKeys.customers, 'one', id] as const,
  signUp: (token: string) => ['customer-sign-up', token] as const,
};

export function useCustomers(businessId: number, query: CustomerListQueryInput) {
  return useQuery({
    queryKey: customersKeys.list(businessId, query),
    queryFn: ({ signal }) =>
      apiRequest<Page<CustomerResource>>(`/businesses/${businessId}/customers`, { query: query as Record<string, string | number | undefined>, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerSegments(businessId: number) {
  return useQuery({
    queryKey: customersKeys.segments(businessId),
    queryFn: async ({ signal }) => (await apiRequest<{ data: CustomerSegmentCount[] }>(`/businesses/${businessId}/customer-segments`, { signal })).data,
  });
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: customersKeys.one(id),
    queryFn: async ({ signal }) => (await apiRequest<{ data: CustomerDetail }>(`/customers/${id}`, { signal })).data,
  });
}

function useInvalidateCustomers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customersKeys.all });
}

export function useSaveCustomer() {
  const invalidate = useInvalidateCustomers();
  return useGuardedMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CustomerBody }) =>
      (await apiRequest<{ data: CustomerResource }>(id === null ? '/customers' : `/customers/${id}`, { method: id === null ? 'POST' : 'PUT', body })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: (id: number) => apiRequest<void>(`/customers/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      // The deleted customer's own query must not refetch into a 404 while the page leaves.
      queryClient.removeQueries({ queryKey: customersKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: customersKeys.all });
    },
  });
}

/** GET v1/customers/{token}/sign-up: the business the public link signs up to. */
export function useSignUpBusiness(token: string) {
  return useQuery({
    queryKey: customersKeys.signUp(token),
    queryFn: async ({ signal }) => (await apiRequest<{ data: SignUpBusiness }>(`/customers/${encodeURIComponent(token)}/sign-up`, { signal, handleUnauthorized: false })).data,
    retry: false,
  });
}

export function useCustomerSignUp(token: string) {
  return useGuardedMutation({
    mutationFn: async (body: CustomerSignUpBody) =>
      (await apiRequest<{ data: { first_name: string; business_name: string } }>(`/customers/${encodeURIComponent(token)}`, { method: 'POST', body, handleUnauthorized: false })).data,
  });
}

/** GET v1/customers/{id}/points: the balance the customer's page shows (the history is its own page). */
export function useCustomerPointsBalance(id: number) {
  return useQuery({
    queryKey: [...queryKeys.customers, 'points', id],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: { balance: number; value: number; stamps: number; stamps_required: number | null; cashback_balance: number } }>(`/customers/${id}/points`, { signal })).data,
  });
}

/** GET v1/businesses/{id}/districts: the bairros the business serves, for a customer's address. */
export function useServedDistricts(businessId: number) {
  return useQuery({
    queryKey: ['customers', 'districts', businessId],
    queryFn: async ({ signal }) => (await apiRequest<{ data: { district_id: number; district_name: string }[] }>(`/businesses/${businessId}/districts`, { signal, loadingBar: false })).data,
    staleTime: 60_000,
  });
}

/** POST v1/customers/{token}/confirm: the holder of a known number confirms a sign-up made with it (issue 30). */
export function useConfirmSignUp(token: string) {
  return useGuardedMutation({
    mutationFn: async (code: string) =>
      (await apiRequest<{ data: { first_name: string; business_name: string } }>(`/customers/${encodeURIComponent(token)}/confirm`, { method: 'POST', body: { code }, handleUnauthorized: false })).data,
  });
}

/** The "não quero mais receber" link of a campaign e-mail: whose promotions, and whether they still come. */
export function useUnsubscribeLink(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['unsubscribe', token] as const,
      queryFn: async ({ signal }) =>
        (await apiRequest<{ data: { business_name: string; subscribed: boolean } }>(`/unsubscribe/${encodeURIComponent(token)}`, { signal, handleUnauthorized: false })).data,
      enabled: token !== '',
      retry: false,
    }),
  );
}

export function useUnsubscribe(token: string) {
  return useGuardedMutation({
    mutationFn: async () => (await apiRequest<{ data: { business_name: string; subscribed: boolean } }>(`/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST', handleUnauthorized: false })).data,
  });
}
