import type { CreateOrderBodyInput, OrderResource } from '@comanda/domain/orders/order-resource';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST v1/orders with the order's Idempotency-Key: a retry with the same key (a flaky connection,
 * the offline queue) is answered with the first order rather than creating a second one.
 */
export async function placeOrder(body: CreateOrderBodyInput, idempotencyKey: string): Promise<OrderResource> {
  return (await apiRequest<{ data: OrderResource }>('/orders', { method: 'POST', body, idempotencyKey, loadingBar: false })).data;
}
