import { describe, expect, it } from 'vitest';
import type { DistrictDeliveryResource } from '@comanda/domain/delivery/district-delivery';
import { WEEKDAYS } from '@comanda/domain/time/business-time';
import { addArea, errorsByRow, isChanged, removeAreas, setFee, toBody, toDraft } from './delivery-draft';

const sp = { city_id: 3550308, city_name: 'São Paulo', state_uf: 'SP' };
const saved: DistrictDeliveryResource = {
  version: 3,
  delivery_fee: 1000,
  delivers_outside: true,
  districts: [
    { ...sp, district_id: 1, district_name: 'Moema', delivery_fee: 800, delivery_time: 40, minimum_order: 3000, free_delivery_from: 8000, days_of_week: ['friday'] },
  ],
};

describe('the delivery areas draft', () => {
  it('is unchanged as read, changed once edited, unchanged again when edited back', () => {
    const draft = toDraft(saved);
    expect(isChanged(saved, draft)).toBe(false);
    const edited = setFee(draft, new Set([1]), 900);
    expect(isChanged(saved, edited)).toBe(true);
    expect(isChanged(saved, setFee(edited, new Set([1]), 800))).toBe(false);
  });

  it('a bairro added starts with the fee charged outside the list, every weekday, and sorts by name accents ignored', () => {
    const draft = addArea(addArea(toDraft(saved), { ...sp, district_id: 2, district_name: 'Água Branca' }), { ...sp, district_id: 3, district_name: 'Pinheiros' });
    expect(draft.districts.map((d) => d.district_name)).toEqual(['Água Branca', 'Moema', 'Pinheiros']);
    expect(draft.districts[0]).toMatchObject({ delivery_fee: 1000, minimum_order: 0, free_delivery_from: null, delivery_time: null, days_of_week: [...WEEKDAYS] });
    expect(addArea(draft, { ...sp, district_id: 2, district_name: 'Água Branca' }).districts).toHaveLength(3);
  });

  it('the bulk fee changes only the selected bairros', () => {
    const draft = addArea(toDraft(saved), { ...sp, district_id: 2, district_name: 'Pinheiros' });
    expect(setFee(draft, new Set([2]), 500).districts.map((d) => d.delivery_fee)).toEqual([800, 500]);
    expect(removeAreas(draft, new Set([1])).districts.map((d) => d.district_id)).toEqual([2]);
  });

  it('the body sends weekdays in order and free delivery from 0 as never', () => {
    const draft = toDraft(saved);
    draft.districts[0] = { ...draft.districts[0]!, free_delivery_from: 0, days_of_week: ['saturday', 'monday'] };
    expect(toBody(draft, 3).districts[0]).toMatchObject({ free_delivery_from: null, days_of_week: ['monday', 'saturday'] });
  });

  it('422 messages go to the row they name, the rest to the page', () => {
    const draft = addArea(toDraft(saved), { ...sp, district_id: 7, district_name: 'Pinheiros' });
    const errors = errorsByRow(draft, { 'districts.1.delivery_fee': ['fee'], delivery_fee: ['outside'], districts: ['twice'] });
    expect(errors).toEqual({ rows: { 7: { delivery_fee: 'fee' } }, page: { delivery_fee: 'outside', districts: 'twice' } });
  });
});
