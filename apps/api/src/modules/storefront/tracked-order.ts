import { eq } from 'drizzle-orm';
import { publicLinkPath } from '@comanda/domain/business/business-slug';
import type { TrackedOrder } from '@comanda/domain/storefront/storefront';
import { orderStatusLabel } from '@comanda/domain/orders/order-status';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable } from '../../db/client';
import { businesses, orders, type OrderRow } from '../../db/schema/index';
import type { BusinessRow } from '../../plugins/who-is-asking';
import { orderResource } from '../orders/orders.api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order a tracking link names, with its business; null when no order has it or its business is blocked. */
export async function findTrackedOrder(db: Queryable, uuid: string): Promise<{ order: OrderRow; business: BusinessRow } | null> {
  if (!UUID.test(uuid)) return null;
  const [found] = await db.select({ order: orders, business: businesses }).from(orders).innerJoin(businesses, eq(businesses.id, orders.businessId)).where(eq(orders.uuid, uuid));
  return found && !found.business.isBlocked ? found : null;
}

/**
 * What the customer's tracking page (/p/{uuid}) shows of an order: its number, status, lines and
 * money, when to expect it, why it was canceled, and how to reach the restaurant. The uuid is the
 * only key: unguessable, and it reveals nothing of other orders. Null when no order has it.
 */
export async function readTrackedOrder(db: Queryable, uuid: string, lang: Lang): Promise<TrackedOrder | null> {
  const found = await findTrackedOrder(db, uuid);
  if (!found) return null;
  const { order: row, business } = found;
  const order = await orderResource(db, row);
  const canceled = order.status === 'canceled' ? [...order.history].reverse().find((entry) => entry.status === 'canceled') : undefined;
  return {
    uuid: order.uuid,
    number: order.number,
    status: order.status,
    status_label: orderStatusLabel(order.status, lang),
    order_type_id: order.order_type_id,
    created_at: order.created_at,
    expected_at: (row.scheduledFor ?? new Date(row.createdAt.getTime() + business.preparationMinutes * 60_000)).toISOString(),
    scheduled_for: order.scheduled_for,
    products: order.products.map((line) => ({
      name: line.name,
      qty: line.is_weight_based ? (line.weight ?? line.qty) : line.qty,
      options: line.items.map((item) => (item.qty > 1 ? `${item.qty}× ${item.name}` : item.name)),
      subtotal: line.subtotal,
    })),
    subtotal: order.subtotal,
    delivery_fee: order.delivery_fee,
    discount: order.discount ?? 0,
    total: order.total ?? 0,
    payment_type: order.payment_type,
    payment_status: order.payment_status,
    value_to_change: order.value_to_change,
    cancel_reason: canceled?.reason ?? null,
    business: { name: business.name, whatsapp: business.whatsapp, menu_path: publicLinkPath(business), timezone: business.timezone },
  };
}
