import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DistrictDeliveryRow } from '@comanda/domain/delivery/district-delivery';
import type { Queryable, Tx } from '../../db/client';
import { businesses, districtDeliveries, districts } from '../../db/schema/index';

// The bairros a business delivers to (district_deliveries) and its terms outside them (two columns
// of businesses). Every statement names the business.

export interface DeliverySettings {
  deliveryFee: number;
  deliversOutside: boolean;
  version: number;
}

const settingsColumns = {
  deliveryFee: businesses.deliveryFee,
  deliversOutside: businesses.deliversOutside,
  version: businesses.districtDeliveryVersion,
};

export { listDeliveryAreas } from './delivery-area-lookup';

export async function readDeliverySettings(db: Queryable, businessId: number): Promise<DeliverySettings | null> {
  const [row] = await db.select(settingsColumns).from(businesses).where(eq(businesses.id, businessId));
  return row ?? null;
}

/**
 * The settings, with the business row locked until the transaction ends: two saves of the same
 * business run one after the other, and the second sees the version the first wrote.
 */
export async function lockDeliverySettings(tx: Tx, businessId: number): Promise<DeliverySettings | null> {
  const [row] = await tx.select(settingsColumns).from(businesses).where(eq(businesses.id, businessId)).for('update');
  return row ?? null;
}

/** Which of these bairro ids exist. */
export async function existingDistrictIds(db: Queryable, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: districts.id }).from(districts).where(inArray(districts.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}

/**
 * Makes the business's list exactly `rows`: bairros left out are removed, the others inserted or
 * updated in place (the unique index on business and bairro never lets one appear twice).
 */
export async function replaceDeliveryAreas(tx: Tx, businessId: number, rows: readonly DistrictDeliveryRow[]): Promise<void> {
  const ids = rows.map((row) => row.district_id);
  const mine = eq(districtDeliveries.businessId, businessId);
  await tx.delete(districtDeliveries).where(ids.length > 0 ? and(mine, notInArray(districtDeliveries.districtId, ids)) : mine);
  if (rows.length === 0) return;
  await tx
    .insert(districtDeliveries)
    .values(
      rows.map((row) => ({
        businessId,
        districtId: row.district_id,
        deliveryFee: row.delivery_fee,
        deliveryTime: row.delivery_time,
        minimumOrder: row.minimum_order,
        freeDeliveryFrom: row.free_delivery_from,
        daysOfWeek: row.days_of_week,
      })),
    )
    .onConflictDoUpdate({
      target: [districtDeliveries.businessId, districtDeliveries.districtId],
      set: {
        deliveryFee: sql`excluded.delivery_fee`,
        deliveryTime: sql`excluded.delivery_time`,
        minimumOrder: sql`excluded.minimum_order`,
        freeDeliveryFrom: sql`excluded.free_delivery_from`,
        daysOfWeek: sql`excluded.days_of_week`,
      },
    });
}

/** Writes the terms outside the list and moves the version on; the new settings. */
export async function saveDeliverySettings(
  tx: Tx,
  businessId: number,
  { deliveryFee, deliversOutside }: Pick<DeliverySettings, 'deliveryFee' | 'deliversOutside'>,
): Promise<DeliverySettings> {
  const [row] = await tx
    .update(businesses)
    .set({ deliveryFee, deliversOutside, districtDeliveryVersion: sql`${businesses.districtDeliveryVersion} + 1`, updatedAt: new Date() })
    .where(eq(businesses.id, businessId))
    .returning(settingsColumns);
  if (!row) throw new Error(`business ${businessId} vanished while locked`);
  return row;
}
