import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPix } from '@comanda/domain/payments/order-pix';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './orders-keys';

/** GET v1/orders/{id}/pix: the order's static Pix code, its QR drawn by the server (409 without a key, paid or canceled). */
export async function getOrderPix(orderId: number, signal?: AbortSignal): Promise<OrderPix> {
  return (await apiRequest<{ data: OrderPix }>(`/orders/${orderId}/pix`, { signal })).data;
}

export const orderPixOptions = (orderId: number) =>
  queryOptions({
    queryKey: ordersKeys.pix(orderId),
    queryFn: ({ signal }) => getOrderPix(orderId, signal),
    // A refusal (409) is an answer, not a hiccup: say it at once.
    retry: false,
  });

export function useOrderPix(orderId: number, enabled: boolean) {
  return useQuery({ ...orderPixOptions(orderId), enabled });
}
