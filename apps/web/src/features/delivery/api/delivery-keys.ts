/**
 * Query keys of the delivery areas. Regions are reference data, the same for every business; the
 * delivery settings are the business's.
 */
export const deliveryKeys = {
  states: () => ['regions', 'states'] as const,
  cities: (stateId: number) => ['regions', 'states', stateId, 'cities'] as const,
  districtSearches: (cityId: number) => ['regions', 'cities', cityId, 'districts'] as const,
  districtSearch: (cityId: number, search: string) => ['regions', 'cities', cityId, 'districts', search] as const,
  districtDelivery: (businessId: number) => ['delivery', businessId, 'district-delivery'] as const,
};
