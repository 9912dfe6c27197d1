import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../time/business-time';
import { decideDelivery, type DeliveryAreaRule, type DeliveryPolicy } from './delivery-decision';

const SAO_PAULO = 3550308;
// 2025-07-01 was a Tuesday; noon in São Paulo (UTC−3).
const tuesday = new Date('2025-07-01T12:00:00-03:00');

const moema: DeliveryAreaRule = {
  district_id: 1,
  district_name: 'Moema',
  city_id: SAO_PAULO,
  delivery_fee: 800,
  minimum_order: 3000,
  free_delivery_from: 8000,
  days_of_week: [...WEEKDAYS],
};
const policy = (overrides: Partial<DeliveryPolicy> = {}): DeliveryPolicy => ({ delivery_fee: 1200, delivers_outside: true, districts: [moema], ...overrides });

describe('a listed bairro pays its own fee', () => {
  it('found by id', () => {
    expect(decideDelivery(policy(), { district_id: 1 }, 5000, tuesday)).toEqual({ deliverable: true, fee: 800, free_delivery: false, area: moema });
  });
  it('found by name within its city, accents and case ignored (a typed address)', () => {
    const decision = decideDelivery(policy(), { city_id: SAO_PAULO, district: ' MOÉMA ' }, 5000, tuesday);
    expect(decision).toMatchObject({ deliverable: true, fee: 800 });
  });
  it('a bairro of the same name in another city is not it', () => {
    const decision = decideDelivery(policy({ delivers_outside: false }), { city_id: 3304557, district: 'Moema' }, 5000, tuesday);
    expect(decision).toEqual({ deliverable: false, reason: 'outside_area', area: null });
  });
});

describe('an unknown bairro', () => {
  it('pays the business default fee when it delivers outside the list', () => {
    expect(decideDelivery(policy(), { district_id: 99 }, 5000, tuesday)).toEqual({ deliverable: true, fee: 1200, free_delivery: false, area: null });
  });
  it('has no delivery when the business delivers only to its list', () => {
    expect(decideDelivery(policy({ delivers_outside: false }), { district_id: 99 }, 5000, tuesday)).toEqual({
      deliverable: false,
      reason: 'outside_area',
      area: null,
    });
  });
  it('an address with no bairro at all is outside the list', () => {
    expect(decideDelivery(policy({ delivers_outside: false }), {}, 5000, tuesday)).toMatchObject({ deliverable: false, reason: 'outside_area' });
  });
  it('the default fee is never waived by a listed bairro’s free-delivery value', () => {
    expect(decideDelivery(policy(), { district_id: 99 }, 100_000, tuesday)).toMatchObject({ fee: 1200, free_delivery: false });
  });
});

describe('the minimum order of a bairro', () => {
  it('an order below it is not delivered, and says the minimum', () => {
    expect(decideDelivery(policy(), { district_id: 1 }, 2999, tuesday)).toEqual({ deliverable: false, reason: 'below_minimum', minimum_order: 3000, area: moema });
  });
  it('an order of exactly the minimum is delivered', () => {
    expect(decideDelivery(policy(), { district_id: 1 }, 3000, tuesday)).toMatchObject({ deliverable: true, fee: 800 });
  });
  it('no minimum (0) delivers any order', () => {
    const noMinimum = { ...moema, minimum_order: 0 };
    expect(decideDelivery(policy({ districts: [noMinimum] }), { district_id: 1 }, 1, tuesday)).toMatchObject({ deliverable: true });
  });
});

describe('free delivery from a value', () => {
  it('an order of at least the value pays no fee', () => {
    expect(decideDelivery(policy(), { district_id: 1 }, 8000, tuesday)).toEqual({ deliverable: true, fee: 0, free_delivery: true, area: moema });
  });
  it('one centavo below it pays the fee', () => {
    expect(decideDelivery(policy(), { district_id: 1 }, 7999, tuesday)).toMatchObject({ fee: 800, free_delivery: false });
  });
  it('null: never free', () => {
    const never = { ...moema, free_delivery_from: null };
    expect(decideDelivery(policy({ districts: [never] }), { district_id: 1 }, 1_000_000, tuesday)).toMatchObject({ fee: 800, free_delivery: false });
  });
});

describe('the weekdays of a bairro, in the business time zone', () => {
  const weekends = { ...moema, days_of_week: ['saturday', 'sunday'] as const };
  it('a weekday off has no delivery there, whatever the order', () => {
    expect(decideDelivery(policy({ districts: [weekends] }), { district_id: 1 }, 100_000, tuesday)).toEqual({
      deliverable: false,
      reason: 'day_off',
      area: weekends,
    });
  });
  it('a listed weekday delivers', () => {
    const saturday = new Date('2025-07-05T12:00:00-03:00');
    expect(decideDelivery(policy({ districts: [weekends] }), { district_id: 1 }, 5000, saturday)).toMatchObject({ deliverable: true, fee: 800 });
  });
  it('Friday 22:00 in São Paulo is still Friday, though UTC is on Saturday', () => {
    const fridayNight = new Date('2025-07-05T01:00:00Z'); // 2025-07-04 22:00 in São Paulo
    expect(decideDelivery(policy({ districts: [weekends] }), { district_id: 1 }, 5000, fridayNight)).toMatchObject({ reason: 'day_off' });
    expect(decideDelivery(policy({ districts: [weekends] }), { district_id: 1 }, 5000, fridayNight, 'UTC')).toMatchObject({ deliverable: true });
  });
  it('the day off is told before the minimum order', () => {
    expect(decideDelivery(policy({ districts: [weekends] }), { district_id: 1 }, 1, tuesday)).toMatchObject({ reason: 'day_off' });
  });
});
