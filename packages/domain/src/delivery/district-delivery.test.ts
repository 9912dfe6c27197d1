import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../menu/test-errors';
import { WEEKDAYS } from '../time/business-time';
import { DistrictDeliveryBodySchema } from './district-delivery';

const body = (districts: unknown[], extra: Record<string, unknown> = {}) => ({ version: 0, delivery_fee: 500, delivers_outside: true, districts, ...extra });

describe('the district-delivery body', () => {
  it('fills what a row leaves out: no time, no minimum, never free, every weekday', () => {
    const parsed = DistrictDeliveryBodySchema.parse(body([{ district_id: 1, delivery_fee: 700 }]));
    expect(parsed.districts[0]).toEqual({ district_id: 1, delivery_fee: 700, delivery_time: null, minimum_order: 0, free_delivery_from: null, days_of_week: [...WEEKDAYS] });
  });

  it('refuses a bairro with no weekday, with its own message', () => {
    const errors = fieldErrors(DistrictDeliveryBodySchema, body([{ district_id: 1, delivery_fee: 700, days_of_week: [] }]));
    expect(errors['districts.0.days_of_week']).toEqual(['Escolha pelo menos um dia da semana para entregar neste bairro']);
  });

  it('refuses the same bairro twice, and the same weekday twice', () => {
    expect(Object.keys(fieldErrors(DistrictDeliveryBodySchema, body([{ district_id: 1, delivery_fee: 1 }, { district_id: 1, delivery_fee: 2 }])))).toEqual(['districts']);
    const days = fieldErrors(DistrictDeliveryBodySchema, body([{ district_id: 1, delivery_fee: 1, days_of_week: ['monday', 'monday'] }]));
    expect(days['districts.0.days_of_week']).toEqual(['O campo dias da semana tem valores repetidos']);
  });

  it('money is whole centavos up to R$ 100.000,00; free delivery from R$ 0,00 is refused (use a fee of 0)', () => {
    const errors = fieldErrors(
      DistrictDeliveryBodySchema,
      body([{ district_id: 1, delivery_fee: 1.5, minimum_order: 100_000_01, free_delivery_from: 0 }], { delivery_fee: -1 }),
    );
    expect(Object.keys(errors).sort()).toEqual(['delivery_fee', 'districts.0.delivery_fee', 'districts.0.free_delivery_from', 'districts.0.minimum_order']);
  });
});
