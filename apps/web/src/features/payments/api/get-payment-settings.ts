import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentSettingsResource } from '@comanda/domain/business/payment-settings';
import { apiRequest } from '../../../lib/api-client';
import { paymentSettingsKey } from './payment-keys';

/** GET v1/businesses/{id}/payment-methods: methods per order type, Pix key, card fee and version. */
export async function getPaymentSettings(businessId: number, signal?: AbortSignal): Promise<PaymentSettingsResource> {
  return (await apiRequest<{ data: PaymentSettingsResource }>(`/businesses/${businessId}/payment-methods`, { signal })).data;
}

export function usePaymentSettings(businessId: number) {
  return useQuery(queryOptions({ queryKey: paymentSettingsKey(businessId), queryFn: ({ signal }) => getPaymentSettings(businessId, signal) }));
}

/** Reads the settings again (after a 409, to see what the other person saved). */
export function useReloadPaymentSettings(businessId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries({ queryKey: paymentSettingsKey(businessId), exact: true });
}
