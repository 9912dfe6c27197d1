import type { DistrictDeliveryBody, DistrictDeliveryResource } from '@comanda/domain/delivery/district-delivery';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { inTransaction } from '../../lib/unit-of-work';
import type { StaffActor } from '../../lib/commands/actor';
import {
  existingDistrictIds,
  listDeliveryAreas,
  lockDeliverySettings,
  readDeliverySettings,
  replaceDeliveryAreas,
  saveDeliverySettings,
  type DeliverySettings,
} from './delivery-areas.repository';

// A delivery fee is part of what a customer pays, so a save writes its audit row (before and after)
// in its own transaction (docs/decisions/0015). Concurrent saves are decided by the business row's
// lock and its version (DESIGN.md "Concurrency"): the first wins, the other answers stale.

export type SaveOutcome =
  | { kind: 'saved'; resource: DistrictDeliveryResource }
  | { kind: 'stale' }
  /** Index in body.districts of a bairro id that does not exist. */
  | { kind: 'unknown_district'; index: number };

function toResource(settings: DeliverySettings, districts: DistrictDeliveryResource['districts']): DistrictDeliveryResource {
  return { version: settings.version, delivery_fee: settings.deliveryFee, delivers_outside: settings.deliversOutside, districts };
}

/** Null when the business does not exist (deleted meanwhile). */
export async function readDistrictDelivery(db: Db, businessId: number): Promise<DistrictDeliveryResource | null> {
  const settings = await readDeliverySettings(db, businessId);
  return settings && toResource(settings, await listDeliveryAreas(db, businessId));
}

export function saveDistrictDelivery(db: Db, actor: StaffActor, body: DistrictDeliveryBody): Promise<SaveOutcome | null> {
  return inTransaction(db, async (tx): Promise<SaveOutcome | null> => {
    const settings = await lockDeliverySettings(tx, actor.businessId);
    if (!settings) return null;
    if (settings.version !== body.version) return { kind: 'stale' };
    const known = await existingDistrictIds(tx, body.districts.map((row) => row.district_id));
    const unknown = body.districts.findIndex((row) => !known.has(row.district_id));
    if (unknown >= 0) return { kind: 'unknown_district', index: unknown };

    const before = toResource(settings, await listDeliveryAreas(tx, actor.businessId));
    await replaceDeliveryAreas(tx, actor.businessId, body.districts);
    const saved = await saveDeliverySettings(tx, actor.businessId, { deliveryFee: body.delivery_fee, deliversOutside: body.delivers_outside });
    const after = toResource(saved, await listDeliveryAreas(tx, actor.businessId));
    await writeAudit(tx, {
      businessId: actor.businessId,
      actor,
      action: 'district_delivery.update',
      entity: 'business',
      entityId: actor.businessId,
      before,
      after,
    });
    return { kind: 'saved', resource: after };
  });
}
