import { describe, expect, it } from 'vitest';
import { servedDistrictOf } from './storefront-checkout';

// A CEP's bairro is matched to the business's served bairros by name and city, as people type them.
describe('servedDistrictOf', () => {
  const areas = [
    { district_id: 1, district_name: 'Bela Vista', city_name: 'São Paulo' },
    { district_id: 2, district_name: 'Centro', city_name: 'São Paulo' },
  ];
  it('matches a bairro of the same city whatever the accents and case', () => {
    expect(servedDistrictOf(areas, { district: 'bela vista', city: 'Sao Paulo' })).toBe(1);
  });
  it('a bairro of the same name in another city, or none at all (a town with one CEP), matches nothing', () => {
    expect(servedDistrictOf(areas, { district: 'Centro', city: 'Rio de Janeiro' })).toBeNull();
    expect(servedDistrictOf(areas, { district: '', city: 'São Paulo' })).toBeNull();
  });
});
