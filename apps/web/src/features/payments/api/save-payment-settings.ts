import { useQueryClient } from '@tanstack/react-query';
import type { PaymentSettingsResource } from '@comanda/domain/business/payment-settings';
import type { CardFeeBodyInput, PaymentMethodsBodyInput } from '@comanda/domain/business/payment-settings-bodies';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { paymentSettingsKey } from './payment-keys';

type Answer = { data: PaymentSettingsResource };
type WithoutVersion<T> = Omit<T, 'version'>;

/** PUT v1/businesses/{id}/payment-methods: methods per order type and the Pix key (409 when stale). */
export async function updatePaymentMethods(businessId: number, body: PaymentMethodsBodyInput): Promise<PaymentSettingsResource> {
  return (await apiRequest<Answer>(`/businesses/${businessId}/payment-methods`, { method: 'PUT', body })).data;
}

/** POST v1/businesses/{id}/fee: the card fee (type null removes it); 409 when stale. */
export async function setCardFee(businessId: number, body: CardFeeBodyInput): Promise<PaymentSettingsResource> {
  return (await apiRequest<Answer>(`/businesses/${businessId}/fee`, { method: 'POST', body })).data;
}

export type PaymentSettingsChanges = {
  /** The version the page read. */
  version: number;
  methods: WithoutVersion<PaymentMethodsBodyInput> | null;
  fee: WithoutVersion<CardFeeBodyInput> | null;
};

/**
 * One Save for the page, two routes behind it: the methods and Pix key first, then the card fee
 * with the version the first answered (both share the business's payment version). Each answer
 * goes into the cache at once, so if the fee is refused the methods already saved stay saved and
 * the next save starts from their version.
 */
export function useSavePaymentSettings(businessId: number) {
  const queryClient = useQueryClient();
  const keep = (saved: PaymentSettingsResource) => {
    queryClient.setQueryData(paymentSettingsKey(businessId), saved);
    return saved;
  };
  return useGuardedMutation({
    mutationFn: async ({ version, methods, fee }: PaymentSettingsChanges) => {
      let saved: PaymentSettingsResource | null = null;
      if (methods) saved = keep(await updatePaymentMethods(businessId, { ...methods, version }));
      if (fee) saved = keep(await setCardFee(businessId, { ...fee, version: saved?.version ?? version }));
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.currentBusiness(businessId) }),
  });
}
