import { useQuery } from '@tanstack/react-query';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './orders-keys';

/** GET v1/orders/{id}: the order with its lines, payments and status history. */
export async function getOrder(orderId: number, signal?: AbortSignal): Promise<OrderResource> {
  return (await apiRequest<{ data: OrderResource }>(`/orders/${orderId}`, { signal })).data;
}

export function useOrder(orderId: number | null) {
  return useQuery({
    queryKey: ordersKeys.detail(orderId ?? 0),
    queryFn: ({ signal }) => getOrder(orderId ?? 0, signal),
    enabled: orderId !== null,
  });
}
