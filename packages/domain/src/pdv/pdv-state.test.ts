import { describe, expect, it } from 'vitest';
import {
  cancelPdv, initialPdvState, pdvTotals, selectDistrict, serviceChargeFor, serviceChargeOnByDefault, setLocalSubType, setOrderType, type PdvState,
} from './pdv-state';

const business = { waiter_service_charge: { value: 10 } };
const districts = [{ id: 1, delivery_fee: 500 }, { id: 2, delivery_fee: 800 }];
const context = { business, districts };

describe('PDV defaults (spec §4, §9)', () => {
  it('starts as a local order with sub-type mesa', () => {
    expect(initialPdvState()).toMatchObject({ order_type: 'local', local_sub_type: 'mesa', delivery_fee: 0, service_charge: 0 });
  });
  it('a local order of a business with a service charge starts with it', () => {
    expect(initialPdvState(business).service_charge).toBe(0.1);
  });
  it('the sub-type can change to counter', () => {
    expect(setLocalSubType(initialPdvState(), 'balcao').local_sub_type).toBe('balcao');
  });
});

describe('service charge only for local orders of a business that has one', () => {
  it('percentage becomes a fraction', () => {
    expect(serviceChargeFor('local', business)).toBe(0.1);
    expect(serviceChargeFor('local', { waiter_service_charge: { value: 12.5 } })).toBe(0.125);
  });
  it('none for delivery or pickup', () => {
    expect(serviceChargeFor('delivery', business)).toBe(0);
    expect(serviceChargeFor('retirada', business)).toBe(0);
  });
  it('none when the business has no charge, or a zero one', () => {
    expect(serviceChargeFor('local', {})).toBe(0);
    expect(serviceChargeFor('local', { waiter_service_charge: null })).toBe(0);
    expect(serviceChargeFor('local', { waiter_service_charge: { value: 0 } })).toBe(0);
  });
  it('switching type turns it on and off', () => {
    const delivery = setOrderType(initialPdvState(business), 'delivery', context);
    expect(delivery.service_charge).toBe(0);
    expect(setOrderType(delivery, 'local', context).service_charge).toBe(0.1);
  });
});

describe('the service charge starts on or off by the sub-type, as the business set it (issue 31)', () => {
  it('by default on at a table and off at the counter', () => {
    expect(serviceChargeOnByDefault(business, 'mesa')).toBe(true);
    expect(serviceChargeOnByDefault(business, 'balcao')).toBe(false);
    expect(serviceChargeOnByDefault({ general_settings: null }, 'balcao')).toBe(false);
  });
  it("the business's choice wins, for each sub-type", () => {
    const everywhere = { ...business, general_settings: { service_charge_default: { mesa: true, balcao: true } } };
    expect(serviceChargeOnByDefault(everywhere, 'balcao')).toBe(true);
    const nowhere = { ...business, general_settings: { service_charge_default: { mesa: false, balcao: false } } };
    expect(serviceChargeOnByDefault(nowhere, 'mesa')).toBe(false);
  });
});

describe('delivery fee follows the order type and district', () => {
  it('switching to delivery with a district selected applies its fee', () => {
    const state = selectDistrict(initialPdvState(), districts[1] ?? null);
    expect(state.delivery_fee).toBe(0);
    expect(setOrderType(state, 'delivery', context).delivery_fee).toBe(800);
  });
  it('switching to delivery without a district charges nothing yet', () => {
    expect(setOrderType(initialPdvState(), 'delivery', context).delivery_fee).toBe(0);
  });
  it('selecting a district on a delivery order applies its fee', () => {
    const delivery = setOrderType(initialPdvState(), 'delivery', context);
    expect(selectDistrict(delivery, districts[0] ?? null).delivery_fee).toBe(500);
    expect(selectDistrict(delivery, null).delivery_fee).toBe(0);
  });
  it('switching away from delivery zeroes the fee', () => {
    const delivery = selectDistrict(setOrderType(initialPdvState(), 'delivery', context), districts[0] ?? null);
    expect(setOrderType(delivery, 'retirada', context).delivery_fee).toBe(0);
    expect(setOrderType(delivery, 'local', context).delivery_fee).toBe(0);
  });
});

describe('cancelling the PDV', () => {
  it('resets table, items, current order id and service charge', () => {
    const busy: PdvState = {
      ...initialPdvState(business),
      table_id: 4,
      items: [{ id: 1, amount: 1000 }],
      current_order_id: 77,
    };
    expect(cancelPdv(busy)).toMatchObject({ table_id: null, items: [], current_order_id: null, service_charge: 0 });
  });
  it('keeps the order type', () => {
    expect(cancelPdv(setOrderType(initialPdvState(), 'retirada', context)).order_type).toBe('retirada');
  });
});

describe('PDV totals', () => {
  it('add the service charge on local orders', () => {
    const state = { ...initialPdvState(business), items: [{ id: 1, amount: 2500, qty: 2 }] };
    expect(pdvTotals(state)).toMatchObject({ subtotal: 5000, service_charge: 500, total: 5500 });
  });
  it('add the delivery fee on delivery orders', () => {
    const delivery = selectDistrict(setOrderType(initialPdvState(business), 'delivery', context), districts[0] ?? null);
    expect(pdvTotals({ ...delivery, items: [{ id: 1, amount: 2500 }] })).toMatchObject({ delivery_fee: 500, service_charge: 0, total: 3000 });
  });
});
