import { and, eq } from 'drizzle-orm';
import type { ScheduleBody, ScheduleResource } from '@comanda/domain/menu/product-schedule';
import { WEEKDAYS } from '@comanda/domain/time/business-time';
import type { Queryable, Tx } from '../../../db/client';
import { productSchedules } from '../../../db/schema/index';

// A product's weekly schedule (horarios): one row per weekday (decision 0009).

export type ScheduleRow = typeof productSchedules.$inferSelect;

/** `time` columns read back as HH:MM:SS; the wire (and ScheduleBodySchema) speaks HH:MM. */
export function toScheduleResource(row: ScheduleRow): ScheduleResource {
  return {
    id: row.id,
    product_id: row.productId,
    day_of_week: row.dayOfWeek,
    is_active: row.isActive,
    opening_time: row.openingTime.slice(0, 5),
    closing_time: row.closingTime.slice(0, 5),
  };
}

/** Sunday to Saturday (WEEKDAYS), whatever order the rows were written in. */
export async function listSchedules(db: Queryable, businessId: number, productId: number): Promise<ScheduleRow[]> {
  const rows = await db
    .select()
    .from(productSchedules)
    .where(and(eq(productSchedules.businessId, businessId), eq(productSchedules.productId, productId)));
  return rows.sort((a, b) => WEEKDAYS.indexOf(a.dayOfWeek) - WEEKDAYS.indexOf(b.dayOfWeek) || a.id - b.id);
}

/**
 * The product's week, as it will be once row `id` takes `body`, read with the rows locked so that two
 * days switched off at once cannot both see the other still on. Null when the business has no such row.
 */
export async function weekAfterUpdate(tx: Tx, businessId: number, id: number, body: ScheduleBody): Promise<ScheduleRow[] | null> {
  const [target] = await tx
    .select({ productId: productSchedules.productId })
    .from(productSchedules)
    .where(and(eq(productSchedules.id, id), eq(productSchedules.businessId, businessId)));
  if (!target) return null;
  const week = await tx
    .select()
    .from(productSchedules)
    .where(and(eq(productSchedules.businessId, businessId), eq(productSchedules.productId, target.productId)))
    .for('update');
  return week.map((row) => (row.id === id ? { ...row, isActive: body.is_active } : row));
}

/** Updates a schedule row of the business; null when there is none (another business's included). */
export async function updateSchedule(db: Queryable, businessId: number, id: number, body: ScheduleBody): Promise<ScheduleRow | null> {
  const [row] = await db
    .update(productSchedules)
    .set({ isActive: body.is_active, openingTime: body.opening_time, closingTime: body.closing_time })
    .where(and(eq(productSchedules.id, id), eq(productSchedules.businessId, businessId)))
    .returning();
  return row ?? null;
}
