import { useQueryClient } from '@tanstack/react-query';
import type { StatusActionSegment } from '@comanda/domain/orders/order-list-query';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { OrderStatus } from '@comanda/domain/orders/order-status';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { ordersKeys } from './orders-keys';
import { putOnBoard } from './real-time-orders';

/** What the order detail's buttons ask of the API (PUT v1/orders/{id}/…). */
export type OrderActionRequest =
  | { kind: 'status'; orderId: number; segment: StatusActionSegment }
  | { kind: 'cancel'; orderId: number; reason: string }
  | { kind: 'paid'; orderId: number }
  /** The kitchen's "Desfazer": recalls the move to `status` (PUT …/undo-status). */
  | { kind: 'undo'; orderId: number; status: OrderStatus };

function pathOf(action: OrderActionRequest): string {
  if (action.kind === 'status') return `/orders/${action.orderId}/${action.segment}`;
  if (action.kind === 'undo') return `/orders/${action.orderId}/undo-status`;
  return `/orders/${action.orderId}/${action.kind}`;
}

export async function runOrderAction(action: OrderActionRequest, idempotencyKey?: string): Promise<OrderResource> {
  const body = action.kind === 'cancel' ? { reason: action.reason } : action.kind === 'undo' ? { status: action.status } : undefined;
  return (await apiRequest<{ data: OrderResource }>(pathOf(action), { method: 'PUT', body, idempotencyKey })).data;
}

/**
 * Not optimistic: the buttons wait for the server, which decides. The answer replaces the cached
 * order and its card on the board, and the lists are read again; a 409 (someone moved the order
 * meanwhile) reads the order and the board again too, so the screen shows where it really is beside
 * the message.
 */
export function useOrderAction(businessId: number) {
  const queryClient = useQueryClient();
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: ordersKeys.lists(businessId) });
  return useGuardedMutation({
    idempotent: true,
    mutationFn: (action: OrderActionRequest, { idempotencyKey }) => runOrderAction(action, idempotencyKey),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(order.id), order);
      putOnBoard(queryClient, businessId, order);
      return refreshLists();
    },
    onError: (error, action) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(action.orderId) });
        void queryClient.invalidateQueries({ queryKey: ordersKeys.realTime(businessId) });
        void queryClient.invalidateQueries({ queryKey: ordersKeys.kitchen(businessId) });
        void refreshLists();
      }
    },
  });
}
