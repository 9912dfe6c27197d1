import { asc, eq } from 'drizzle-orm';
import type { DeliveryArea } from '@comanda/domain/delivery/district-delivery';
import type { Queryable } from '../../db/client';
import { cities, districtDeliveries, districts, states } from '../../db/schema/index';

// A business's bairros with their delivery terms: the delivery-areas settings show them, and an
// order's delivery fee is decided from them (decideDelivery), so both read this one query.

/** The business's bairros with their terms, by city then bairro name (accents ignored). */
export async function listDeliveryAreas(db: Queryable, businessId: number): Promise<DeliveryArea[]> {
  return db
    .select({
      district_id: districts.id,
      district_name: districts.name,
      city_id: cities.id,
      city_name: cities.name,
      state_uf: states.uf,
      delivery_fee: districtDeliveries.deliveryFee,
      delivery_time: districtDeliveries.deliveryTime,
      minimum_order: districtDeliveries.minimumOrder,
      free_delivery_from: districtDeliveries.freeDeliveryFrom,
      days_of_week: districtDeliveries.daysOfWeek,
    })
    .from(districtDeliveries)
    .innerJoin(districts, eq(districts.id, districtDeliveries.districtId))
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(districtDeliveries.businessId, businessId))
    .orderBy(asc(cities.nameKey), asc(districts.nameKey), asc(districts.id));
}

