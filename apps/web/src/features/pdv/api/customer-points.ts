import type { CustomerPoints } from '@comanda/domain/loyalty/loyalty-resource';
import { apiRequest } from '../../../lib/api-client';

/** GET v1/customers/{id}/points: the picked customer's balance and a point's value, for the PDV to offer them. */
export async function fetchCustomerPoints(customerId: number): Promise<{ balance: number; point_value_cents: number }> {
  const { data } = await apiRequest<{ data: CustomerPoints }>(`/customers/${customerId}/points`, { loadingBar: false });
  return { balance: data.balance, point_value_cents: Math.round(data.point_value * 100) };
}
