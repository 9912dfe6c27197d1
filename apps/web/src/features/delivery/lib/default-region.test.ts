import { describe, expect, it } from 'vitest';
import { defaultCityId, defaultStateId } from './default-region';

const states = [
  { id: 33, uf: 'RJ', name: 'Rio de Janeiro' },
  { id: 35, uf: 'SP', name: 'São Paulo' },
];
const spCities = [
  { id: 3509502, name: 'Campinas', state_id: 35 },
  { id: 3550308, name: 'São Paulo', state_id: 35 },
];

describe('the region the page opens on', () => {
  it("is the business address's state and city, however its case and accents were typed", () => {
    expect(defaultStateId(states, { state: 'rj' })).toBe(33);
    expect(defaultCityId(spCities, { city: 'CAMPINAS' })).toBe(3509502);
    expect(defaultCityId(spCities, { city: 'Sao Paulo' })).toBe(3550308);
  });
  it('is São Paulo when the address names no known state or city', () => {
    expect(defaultStateId(states, { state: 'XX' })).toBe(35);
    expect(defaultStateId(states, null)).toBe(35);
    expect(defaultCityId(spCities, { city: 'Gotham' })).toBe(3550308);
  });
  it('is no city in a state without a city of that name', () => {
    expect(defaultCityId([{ id: 3304557, name: 'Rio de Janeiro', state_id: 33 }], { city: 'Niterói' })).toBeNull();
  });
});
