import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, memberships, users } from '../db/schema/index';
import { canAccessBusiness } from './tenancy';

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

/**
 * Whether a user may receive a business's events: the same rule as the tenancy plugin's
 * requireBusiness (platform admin: any business; otherwise an active membership of a business that is
 * not blocked). The user row is read again: a socket outlives the request that proved access.
 */
export async function mayJoinBusiness(db: Db, userId: number, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ isAdmin: users.isAdmin, isBlocked: businesses.isBlocked, memberActive: memberships.isActive })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, businessId))
    .leftJoin(memberships, and(eq(memberships.businessId, businesses.id), eq(memberships.userId, users.id)))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return false;
  if (row.isAdmin) return true;
  return row.memberActive === true && canAccessBusiness({ isBlocked: row.isBlocked });
}
