import { z } from 'zod';
import type { Lang } from '../validation/lang';
import type { OrderType } from './order-type';

type Text = Record<Lang, string>;

/** The action button an order shows in a status, and where it takes the order. */
type ActionDeclaration<S extends string> = {
  label: Text;
  /** One next status, or one per order type (done is dispatched differently by type). */
  next: S | Record<OrderType, S>;
};

type StatusDeclaration<S extends string> = { label: Text; action: ActionDeclaration<S> | null; final: boolean };

/**
 * Checks, at compile time, that every `next` names a status of the same declaration, so the
 * status names are written once: as the declaration's keys.
 */
function declareStatuses<const T extends Record<keyof T, StatusDeclaration<Extract<keyof T, string>>>>(declaration: T): T {
  return declaration;
}

const FINISH = { label: { pt: 'Finalizar', en: 'Finish' }, next: 'finalized' } as const;

/**
 * The one declaration of order statuses (spec §3 labels, §4 actions). Labels, the action per
 * status and the transition table are all derived from it.
 */
export const ORDER_STATUS_DECLARATION = declareStatuses({
  pending: {
    label: { pt: 'Pendente', en: 'Pending' },
    action: { label: { pt: 'Aceitar', en: 'Accept' }, next: 'noted' },
    final: false,
  },
  processing: {
    label: { pt: 'Preparando', en: 'Preparing' },
    action: { label: { pt: 'Pedido pronto', en: 'Order ready' }, next: 'done' },
    final: false,
  },
  noted: {
    label: { pt: 'Anotado', en: 'Noted' },
    action: { label: { pt: 'Iniciar preparo', en: 'Start preparing' }, next: 'processing' },
    final: false,
  },
  done: {
    label: { pt: 'Pedido pronto', en: 'Order ready' },
    action: {
      label: { pt: 'Despachar', en: 'Dispatch' },
      next: { delivery: 'in_delivery', retirada: 'waiting_get', local: 'in_consumption' },
    },
    final: false,
  },
  in_delivery: { label: { pt: 'Em entrega', en: 'Out for delivery' }, action: FINISH, final: false },
  waiting_get: { label: { pt: 'Esperando retirada', en: 'Awaiting pickup' }, action: FINISH, final: false },
  canceled: { label: { pt: 'Cancelado', en: 'Canceled' }, action: null, final: true },
  in_consumption: { label: { pt: 'Em consumo na mesa', en: 'Being served at the table' }, action: FINISH, final: false },
  finalized: { label: { pt: 'Pedido Finalizado', en: 'Order completed' }, action: null, final: true },
});

export type OrderStatus = keyof typeof ORDER_STATUS_DECLARATION;
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_DECLARATION) as [OrderStatus, ...OrderStatus[]];
export const OrderStatusSchema = z.enum(ORDER_STATUSES);

export function orderStatusLabel(status: OrderStatus, lang: Lang): string {
  return ORDER_STATUS_DECLARATION[status].label[lang];
}

/**
 * What an order's badge says: its status's label, except for a table order emptied into another by a
 * merge, which is canceled but was not given up (issue 31): "Juntado à Mesa 3".
 */
export function orderStateLabel(order: { status: OrderStatus; merged_into: { table_name: string } | null }, lang: Lang): string {
  if (order.status === 'canceled' && order.merged_into) {
    return lang === 'pt' ? `Juntado à ${order.merged_into.table_name}` : `Merged into ${order.merged_into.table_name}`;
  }
  return orderStatusLabel(order.status, lang);
}

export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_STATUS_DECLARATION[status].final;
}

export type OrderAction = { label: string; next: OrderStatus };

/** The button an order shows in `status` (null for final statuses), for its order type. */
export function orderAction(status: OrderStatus, orderType: OrderType, lang: Lang): OrderAction | null {
  const action: ActionDeclaration<OrderStatus> | null = ORDER_STATUS_DECLARATION[status].action;
  if (!action) return null;
  const next = typeof action.next === 'string' ? action.next : action.next[orderType];
  return { label: action.label[lang], next };
}
