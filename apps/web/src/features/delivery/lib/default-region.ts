import { placeNameKey } from '@comanda/domain/regions/place-name';
import type { CityResource, StateResource } from '@comanda/domain/regions/regions';

/*
 * The page opens on the city of the business's address, so its own bairros are one search away;
 * São Paulo when the address names none that IBGE's list knows.
 */

const SAO_PAULO = { uf: 'SP', city: 'São Paulo' };

/** The state of the address (its UF), else São Paulo's. */
export function defaultStateId(states: readonly StateResource[], address: { state?: string | null } | null): number | null {
  const uf = address?.state?.trim().toUpperCase();
  const state = states.find((s) => s.uf === uf) ?? states.find((s) => s.uf === SAO_PAULO.uf);
  return state?.id ?? null;
}

/** The address's city among the state's (accents and case ignored), else São Paulo if the state has it. */
export function defaultCityId(cities: readonly CityResource[], address: { city?: string | null } | null): number | null {
  const byName = (name: string) => cities.find((c) => placeNameKey(c.name) === placeNameKey(name));
  const city = (address?.city ? byName(address.city) : undefined) ?? byName(SAO_PAULO.city);
  return city?.id ?? null;
}
