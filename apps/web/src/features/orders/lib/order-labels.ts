import type { OrderSummary } from '@comanda/domain/orders/order-resource';
import { ORDER_TYPES } from '@comanda/domain/orders/order-type';
import type { Lang } from '@comanda/domain/validation/lang';

/** Where an order is eaten, as a list shows it: Delivery, Retirada, the table's name, or Balcão. */
export function orderPlaceText(order: Pick<OrderSummary, 'order_type' | 'local_sub_type' | 'table_name'>, lang: Lang, counterLabel: string): string {
  if (order.order_type !== 'local') return ORDER_TYPES[order.order_type].label[lang];
  if (order.table_name) return order.table_name;
  return order.local_sub_type === 'balcao' ? counterLabel : ORDER_TYPES.local.label[lang];
}

/** Hour and minute of an order, with the day when it is not today (on the viewer's clock). */
export function orderTimeText(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date);
  if (sameDay) return time;
  return `${new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit' }).format(date)} ${time}`;
}
