import type { FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { businesses, printDevices, type PrintDeviceRow } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import { msg } from '../lib/messages';
import { hashToken } from '../lib/tokens';

/*
 * A print agent signs in with its device token (issue 17, decision 0030): `Authorization: Device
 * <token>`. The token reaches only the print agent's routes, for its own business, and nothing else
 * of the API (no user session is made from it). A revoked device, or a blocked business, is refused.
 */

declare module 'fastify' {
  interface FastifyRequest {
    printDevice: PrintDeviceRow | null;
  }
}

/** How often a device's last contact is written: not on every claim. */
const SEEN_EVERY_MS = 60_000;

export function deviceToken(header: string | undefined): string | null {
  if (!header?.startsWith('Device ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The live device of a token (its business not blocked), or null. */
export async function findPrintDevice(db: Db, token: string): Promise<PrintDeviceRow | null> {
  const [row] = await db
    .select({ device: printDevices })
    .from(printDevices)
    .innerJoin(businesses, eq(businesses.id, printDevices.businessId))
    .where(and(eq(printDevices.tokenHash, hashToken(token)), isNull(printDevices.revokedAt), eq(businesses.isBlocked, false)))
    .limit(1);
  return row?.device ?? null;
}

export async function requirePrintDevice(db: Db, request: FastifyRequest): Promise<PrintDeviceRow> {
  const token = deviceToken(request.headers.authorization);
  const device = token ? await findPrintDevice(db, token) : null;
  if (!device) throw new AppError('unauthenticated', msg(request.lang, 'print_device_unknown'));
  const now = new Date();
  if (!device.lastSeenAt || now.getTime() - device.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    await db.update(printDevices).set({ lastSeenAt: now }).where(and(eq(printDevices.id, device.id), eq(printDevices.businessId, device.businessId)));
  }
  return device;
}
