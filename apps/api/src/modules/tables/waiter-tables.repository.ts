import { and, eq, gte, isNotNull, lt, notInArray, or } from 'drizzle-orm';
import type { ServedTableOrder, StaffMember } from '@comanda/domain/tables/waiter-tables';
import type { Queryable } from '../../db/client';
import { diningTables, memberships, orders, roles, users } from '../../db/schema/index';

// The waiters' page (issue 19): who serves which table. Two reads, both through the business's
// indexes; grouping and figures are the domain's (tables/waiter-tables.ts).

/** The business's active members with the waiter role. */
export async function activeWaiters(q: Queryable, businessId: number): Promise<StaffMember[]> {
  return q
    .select({ userId: users.id, name: users.name })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.businessId, businessId), eq(memberships.isActive, true), eq(roles.name, 'waiter')));
}

/**
 * The table orders opened in [start, end), and those still open from before (a table served past
 * midnight), with who opened each. Orders of no one (created_by null: the user was deleted) are left
 * out: there is no one to list them under.
 */
export async function servedTableOrders(q: Queryable, businessId: number, day: { start: Date; end: Date }): Promise<ServedTableOrder[]> {
  const rows = await q
    .select({
      orderId: orders.id,
      tableId: diningTables.id,
      tableName: diningTables.name,
      status: orders.status,
      openedAt: orders.createdAt,
      total: orders.total,
      userId: users.id,
      userName: users.name,
    })
    .from(orders)
    .innerJoin(diningTables, and(eq(diningTables.id, orders.tableId), eq(diningTables.businessId, businessId)))
    .innerJoin(users, eq(users.id, orders.createdBy))
    .where(
      and(
        eq(orders.businessId, businessId),
        isNotNull(orders.tableId),
        or(and(gte(orders.createdAt, day.start), lt(orders.createdAt, day.end)), notInArray(orders.status, ['finalized', 'canceled'])),
      ),
    );
  return rows.map((row) => ({
    orderId: row.orderId,
    tableId: row.tableId,
    tableName: row.tableName,
    status: row.status,
    openedAt: row.openedAt,
    total: row.total,
    openedBy: { userId: row.userId, name: row.userName },
    openedToday: row.openedAt >= day.start && row.openedAt < day.end,
  }));
}
