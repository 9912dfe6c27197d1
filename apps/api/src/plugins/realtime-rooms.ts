import { and, eq, sql } from 'drizzle-orm';
import type { PermissionName } from '@comanda/domain/permissions/permission-rules';
import type { Db } from '../db/client';
import { businesses, memberships, orders, permissionGrants, roles, users } from '../db/schema/index';

// Room names. Every socket is in its session's and its user's room so that a logout, a password reset
// or a business switch handled by any process reaches it: the Redis adapter carries room operations
// (disconnectSockets, socketsJoin, socketsLeave) to every process, but not a list of socket ids.
export const businessRoom = (businessId: number) => `business:${businessId}`;
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
export const userRoom = (userId: number) => `user:${userId}`;
export const isBusinessRoom = (room: string) => room.startsWith('business:');
/** A business's print agents, and one agent (issue 17): never in the business's room. */
export const printDevicesRoom = (businessId: number) => `print-devices:${businessId}`;
export const printDeviceRoom = (deviceId: number) => `print-device:${deviceId}`;
/** The customers following one order on its tracking page (issue 33): its status, nothing else. */
export const trackedOrderRoom = (uuid: string) => `order:${uuid}`;

/**
 * Who reads a business's live events (orders, tables, print jobs): the same readers as the routes
 * that list them (GET orders, the PDV's tables, the print queue). Someone who only edits the menu
 * does not receive the customers' orders (issue 19).
 */
export const BUSINESS_EVENT_READERS = ['manage_orders', 'use_pdv', 'manage_printers'] as const satisfies readonly PermissionName[];

/**
 * Whether a user may receive a business's events: the tenancy plugin's rule (platform admin: any
 * business; otherwise an active membership of a business that is not blocked), and, for anyone but
 * an owner or admin, one of BUSINESS_EVENT_READERS granted there. The rows are read again: a socket
 * outlives the request that proved access.
 */
export async function mayJoinBusiness(db: Db, userId: number, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({
      isAdmin: users.isAdmin,
      isBlocked: businesses.isBlocked,
      memberActive: memberships.isActive,
      role: roles.name,
      reads: sql<boolean>`exists (select 1 from ${permissionGrants} g where g.business_id = ${businessId} and g.user_id = ${userId}
        and g.granted and g.permission in (${sql.join(BUSINESS_EVENT_READERS.map((name) => sql`${name}`), sql`, `)}))`,
    })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, businessId))
    .leftJoin(memberships, and(eq(memberships.businessId, businesses.id), eq(memberships.userId, users.id)))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return false;
  if (row.isAdmin) return true;
  // A suspended subscription keeps its room: the billing page hears the paid invoice (billing.updated).
  if (row.memberActive !== true || row.isBlocked) return false;
  return row.role === 'owner' || row.reads;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a tracking page may follow this order: a well-formed uuid of an order whose business is not blocked. */
export async function trackableOrder(db: Db, uuid: string): Promise<boolean> {
  if (!UUID.test(uuid)) return false;
  const [row] = await db
    .select({ blocked: businesses.isBlocked })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(eq(orders.uuid, uuid))
    .limit(1);
  return row !== undefined && !row.blocked;
}
