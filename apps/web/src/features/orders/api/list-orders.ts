import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderListQueryInput } from '@comanda/domain/orders/order-list-query';
import type { OrderSummary } from '@comanda/domain/orders/order-resource';
import type { Page } from '@comanda/domain/wire/pagination';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './orders-keys';

/** GET v1/businesses/{id}/orders: a page of the business's orders, newest first. */
export async function listOrders(businessId: number, query: OrderListQueryInput, signal?: AbortSignal): Promise<Page<OrderSummary>> {
  const { status, ...rest } = query;
  const statuses = Array.isArray(status) ? status.join(',') : status;
  return apiRequest<Page<OrderSummary>>(`/businesses/${businessId}/orders`, { query: { ...rest, status: statuses || undefined } as Record<string, string | number | undefined>, signal });
}

export function useOrders(businessId: number, query: OrderListQueryInput) {
  return useQuery({
    queryKey: ordersKeys.list(businessId, query),
    queryFn: ({ signal }) => listOrders(businessId, query, signal),
    // The previous page stays while the next filter's answer comes, so the table does not blink.
    placeholderData: keepPreviousData,
  });
}
