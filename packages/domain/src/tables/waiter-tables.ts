import { z } from 'zod';
import { CentavosSchema } from '../money/centavos-schema';
import { isFinalStatus, type OrderStatus } from '../orders/order-status';

/*
 * Wire contract of GET v1/businesses/{id}/waiter-tables (issue 19, "Gestão de garçons"): the
 * business's waiters and the tables each serves in the business's day. Who served a table is who
 * opened its order (orders.created_by). A table still open from the day before is still being
 * served, so it is listed; the day's counts take only the orders opened today. Canceled orders are
 * listed (the owner sees them) but never count, as on the dashboard.
 */

export const WAITER_TABLE_STATUSES = ['open', 'closed', 'canceled'] as const;
export const WaiterTableStatusSchema = z.enum(WAITER_TABLE_STATUSES);
export type WaiterTableStatus = z.infer<typeof WaiterTableStatusSchema>;

/** How a table's order reads on the page: open until it is finalized (closed) or canceled. */
export function waiterTableStatus(status: OrderStatus): WaiterTableStatus {
  if (status === 'canceled') return 'canceled';
  return isFinalStatus(status) ? 'closed' : 'open';
}

export const WaiterTableSchema = z.object({
  table_id: z.number().int(),
  /** The table's current name. */
  table_name: z.string(),
  order_id: z.number().int(),
  status: WaiterTableStatusSchema,
  /** When the order was opened (ISO instant). */
  opened_at: z.string(),
  total: CentavosSchema,
});
export type WaiterTable = z.infer<typeof WaiterTableSchema>;

export const WaiterTablesResourceSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  /** An active member with the waiter role; false: another member who opened a table today. */
  is_waiter: z.boolean(),
  /** Open tables first, then in the order they were opened. */
  tables: z.array(WaiterTableSchema),
  open_tables: z.number().int().min(0),
  /** Table orders opened today, canceled ones left out. */
  orders_today: z.number().int().min(0),
  /** Their totals, centavos. */
  sales_today: CentavosSchema,
});
export type WaiterTablesResource = z.infer<typeof WaiterTablesResourceSchema>;

export interface StaffMember {
  userId: number;
  name: string;
}

/** A table's order, as the API reads it: opened by `openedBy`, today or still open from before. */
export interface ServedTableOrder {
  orderId: number;
  tableId: number;
  tableName: string;
  status: OrderStatus;
  openedAt: Date;
  total: number;
  openedBy: StaffMember;
  /** Opened within the business's today (only these count in the day's figures). */
  openedToday: boolean;
}

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** Those with open tables first, then by name, as a person reads a list of names. */
export function compareWaiters(a: Pick<WaiterTablesResource, 'open_tables' | 'name' | 'user_id'>, b: Pick<WaiterTablesResource, 'open_tables' | 'name' | 'user_id'>): number {
  const open = Number(b.open_tables > 0) - Number(a.open_tables > 0);
  return open || collator.compare(a.name, b.name) || a.user_id - b.user_id;
}

/**
 * One entry per waiter (with or without tables) and per other person who opened a table, with
 * their tables and the day's figures, sorted by compareWaiters.
 */
export function waiterTablesOf(waiters: readonly StaffMember[], orders: readonly ServedTableOrder[]): WaiterTablesResource[] {
  const people = new Map<number, { member: StaffMember; isWaiter: boolean; orders: ServedTableOrder[] }>();
  for (const member of waiters) people.set(member.userId, { member, isWaiter: true, orders: [] });
  for (const order of orders) {
    let person = people.get(order.openedBy.userId);
    if (!person) {
      person = { member: order.openedBy, isWaiter: false, orders: [] };
      people.set(order.openedBy.userId, person);
    }
    person.orders.push(order);
  }
  return [...people.values()]
    .map(({ member, isWaiter, orders: served }): WaiterTablesResource => {
      const tables = served
        .map((order) => ({ order, status: waiterTableStatus(order.status) }))
        .sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open') || a.order.openedAt.getTime() - b.order.openedAt.getTime() || a.order.orderId - b.order.orderId);
      const counted = served.filter((order) => order.openedToday && order.status !== 'canceled');
      return {
        user_id: member.userId,
        name: member.name,
        is_waiter: isWaiter,
        tables: tables.map(({ order, status }) => ({
          table_id: order.tableId,
          table_name: order.tableName,
          order_id: order.orderId,
          status,
          opened_at: order.openedAt.toISOString(),
          total: order.total,
        })),
        open_tables: tables.filter((table) => table.status === 'open').length,
        orders_today: counted.length,
        sales_today: counted.reduce((sum, order) => sum + order.total, 0),
      };
    })
    .sort(compareWaiters);
}
