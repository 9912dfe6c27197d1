import type { CustomerPoints, StampCardResource } from '@comanda/domain/loyalty/loyalty-resource';
import { apiRequest } from '../../../lib/api-client';
import type { PdvLoyalty } from '../lib/pdv-order';

/**
 * The picked customer's points and stamp card, for the PDV to offer them: GET v1/customers/{id}/points,
 * and the business's card when the customer's is full (its reward is priced here as on the server).
 */
export async function fetchCustomerLoyalty(customerId: number, businessId: number): Promise<PdvLoyalty> {
  const { data } = await apiRequest<{ data: CustomerPoints }>(`/customers/${customerId}/points`, { loadingBar: false });
  const card = data.stamp_reward_ready
    ? (await apiRequest<{ data: StampCardResource | null }>(`/businesses/${businessId}/fidelity-program-card`, { loadingBar: false })).data
    : null;
  return { balance: data.balance, point_value_cents: Math.round(data.point_value * 100), reward_card: card?.is_active ? card : null, cashback_balance: data.cashback_balance };
}
