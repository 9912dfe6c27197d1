import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPix } from '@comanda/domain/payments/order-pix';
import { apiRequest } from './api-client';

/**
 * POST v1/gerencianet/{id}/pix: the order's Pix — Efí's dynamic charge when the account is connected,
 * the static code otherwise — its QR drawn by the server (409 without a key, paid or canceled). Asked
 * again (a reload, another waiter) it answers the same charge.
 */
export async function getOrderPix(orderId: number, signal?: AbortSignal): Promise<OrderPix> {
  return (await apiRequest<{ data: OrderPix }>(`/gerencianet/${orderId}/pix`, { method: 'POST', signal })).data;
}

export const orderPixOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId, 'pix'] as const,
    queryFn: ({ signal }) => getOrderPix(orderId, signal),
    // A refusal (409) is an answer, not a hiccup: say it at once.
    retry: false,
  });

export function useOrderPix(orderId: number, enabled: boolean) {
  return useQuery({ ...orderPixOptions(orderId), enabled });
}
