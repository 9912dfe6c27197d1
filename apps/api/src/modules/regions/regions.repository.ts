import { and, asc, count, eq, like } from 'drizzle-orm';
import type { CityResource, DistrictResource, StateResource } from '@comanda/domain/regions/regions';
import { placeNameKey } from '@comanda/domain/regions/place-name';
import type { Queryable } from '../../db/client';
import { cities, districts, states } from '../../db/schema/index';

// Brazil's states and cities (IBGE, seeded by migration: docs/decisions/0021) and the bairros the
// businesses add to them. Reference data: read by anyone signed in, never scoped by business.

export async function listStates(db: Queryable): Promise<StateResource[]> {
  return db.select({ id: states.id, uf: states.uf, name: states.name }).from(states).orderBy(asc(states.name));
}

export async function findState(db: Queryable, id: number): Promise<StateResource | null> {
  const [row] = await db.select({ id: states.id, uf: states.uf, name: states.name }).from(states).where(eq(states.id, id));
  return row ?? null;
}

/** A state's cities by name, accents ignored ('Águas de Lindóia' among the A's). */
export async function listCities(db: Queryable, stateId: number): Promise<CityResource[]> {
  return db
    .select({ id: cities.id, name: cities.name, state_id: cities.stateId })
    .from(cities)
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(cities.nameKey), asc(cities.id));
}

export async function findCity(db: Queryable, id: number): Promise<CityResource | null> {
  const [row] = await db.select({ id: cities.id, name: cities.name, state_id: cities.stateId }).from(cities).where(eq(cities.id, id));
  return row ?? null;
}

const districtColumns = { id: districts.id, name: districts.name, city_id: districts.cityId };

/** A page of a city's bairros by name; `search` matches any part of the name, accents and case ignored. */
export async function listDistricts(
  db: Queryable,
  cityId: number,
  { search, page, perPage }: { search?: string | undefined; page: number; perPage: number },
): Promise<{ data: DistrictResource[]; total: number }> {
  // The key holds letters, digits and spaces only: a % or _ typed in a search never reaches LIKE.
  const key = search ? placeNameKey(search) : '';
  const where = key ? and(eq(districts.cityId, cityId), like(districts.nameKey, `%${key}%`)) : eq(districts.cityId, cityId);
  const [data, [totals]] = await Promise.all([
    db
      .select(districtColumns)
      .from(districts)
      .where(where)
      .orderBy(asc(districts.nameKey))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(districts).where(where),
  ]);
  return { data, total: totals?.total ?? 0 };
}

/**
 * The city's bairro of that name: the one already there when the name matches one (accents, case and
 * punctuation ignored), else a new one. The unique index on (city_id, name_key) decides, so two
 * businesses adding 'Moema' at once get one bairro.
 */
export async function ensureDistrict(
  db: Queryable,
  { cityId, name, businessId }: { cityId: number; name: string; businessId: number },
): Promise<{ district: DistrictResource; created: boolean }> {
  const nameKey = placeNameKey(name);
  const [created] = await db
    .insert(districts)
    .values({ cityId, name, nameKey, createdByBusinessId: businessId })
    .onConflictDoNothing({ target: [districts.cityId, districts.nameKey] })
    .returning(districtColumns);
  if (created) return { district: created, created: true };
  const [existing] = await db.select(districtColumns).from(districts).where(and(eq(districts.cityId, cityId), eq(districts.nameKey, nameKey)));
  if (!existing) throw new Error(`district ${nameKey} of city ${cityId} neither inserted nor found`);
  return { district: existing, created: false };
}
