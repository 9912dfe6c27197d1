import { describe, expect, it } from 'vitest';
import type { Business } from '@comanda/domain/business/business-schemas';
import type { DeliveryArea } from '@comanda/domain/delivery/district-delivery';
import { WEEKDAYS } from '@comanda/domain/time/business-time';
import { CreateOrderBodySchema } from '@comanda/domain/orders/order-resource';
import { initialPdvState, selectDistrict, setOrderType, type PdvState } from '@comanda/domain/pdv/pdv-state';
import { changeOf, deliveryDecisionOf, EMPTY_DETAILS, orderBody, pdvPricing } from './pdv-order';

const business = { waiter_service_charge: { id: 1, value: 10 }, card_fee: null, delivery_fee: 500, timezone: 'America/Sao_Paulo' } as unknown as Business;
const pizzaHalf = {
  id: 7,
  amount: 0,
  qty: 1,
  items: [
    { item_id: 1, qty: 1, amount: 5000, is_average_calc: true, category_average_count: 2 },
    { item_id: 2, qty: 1, amount: 6000, is_average_calc: true, category_average_count: 2 },
  ],
};
const drink = { id: 9, amount: 800, qty: 2, comments: '  sem gelo ' };
const area: DeliveryArea = {
  district_id: 3,
  district_name: 'Centro',
  city_id: 1,
  city_name: 'São Paulo',
  state_uf: 'SP',
  delivery_fee: 700,
  delivery_time: null,
  minimum_order: 2000,
  free_delivery_from: null,
  days_of_week: [...WEEKDAYS],
};

function tableOrder(): PdvState {
  return { ...initialPdvState(business), table_id: 4, current_order_id: 12, items: [pizzaHalf, drink] };
}

describe('orderBody', () => {
  it('sends what and how many for a table (an append), never a price; the API schema accepts it', () => {
    const body = orderBody(tableOrder(), EMPTY_DETAILS);
    expect(body).toMatchObject({ order_type_id: 3, local_sub_type: 'mesa', table_id: 4, order_id: 12, service_charge_waiter: true, district_id: null });
    expect(body.products).toEqual([
      { id: 7, qty: 1, weight: null, comments: null, items: [{ item_id: 1, qty: 1 }, { item_id: 2, qty: 1 }] },
      { id: 9, qty: 2, weight: null, comments: 'sem gelo', items: [] },
    ]);
    expect(JSON.stringify(body)).not.toContain('amount');
    expect(CreateOrderBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends the address only for delivery, and the cash handed over only for money', () => {
    const state = selectDistrict(setOrderType(tableOrder(), 'delivery', { business, districts: [] }), { id: 3, delivery_fee: 700 });
    const body = orderBody(state, { ...EMPTY_DETAILS, address_street: 'Rua A', payment_type: 'pix', value_to_change: 5000 });
    expect(body).toMatchObject({ order_type_id: 1, table_id: null, order_id: null, district_id: 3, address_street: 'Rua A', value_to_change: null, service_charge_waiter: false });
  });
});

describe('pdvPricing', () => {
  it('prices half-and-half, the service charge when on, and the discount, as the domain does', () => {
    const state = { ...tableOrder(), discount: 100 };
    // 5500 (half of 5000 + half of 6000) + 1600 = 7100; 10% = 710; − 100
    expect(pdvPricing(state, EMPTY_DETAILS, business, null)).toMatchObject({ subtotal: 7100, service_charge: 710, discount: 100, total: 7710 });
    expect(pdvPricing(state, { ...EMPTY_DETAILS, service_charge_on: false }, business, null).total).toBe(7000);
  });

  it('charges the bairro fee on delivery, none after switching to retirada, and flags the minimum order', () => {
    const delivery = selectDistrict(setOrderType({ ...initialPdvState(business), items: [drink] }, 'delivery', { business, districts: [] }), { id: 3, delivery_fee: 700 });
    const below = deliveryDecisionOf(delivery, [area], business);
    expect(below).toMatchObject({ deliverable: false, reason: 'below_minimum', minimum_order: 2000 });
    const enough = { ...delivery, items: [{ ...drink, qty: 3 }] };
    const decision = deliveryDecisionOf(enough, [area], business);
    expect(pdvPricing(enough, EMPTY_DETAILS, business, decision)).toMatchObject({ delivery_fee: 700, total: 3100 });
    const pickup = setOrderType(enough, 'retirada', { business, districts: [{ id: 3, delivery_fee: 700 }] });
    expect(pdvPricing(pickup, EMPTY_DETAILS, business, deliveryDecisionOf(pickup, [area], business))).toMatchObject({ delivery_fee: 0, total: 2400 });
  });

  it('computes the change for cash only', () => {
    expect(changeOf(7710, { ...EMPTY_DETAILS, payment_type: 'money', value_to_change: 10000 })).toBe(2290);
    expect(changeOf(7710, { ...EMPTY_DETAILS, payment_type: 'money', value_to_change: 5000 })).toBeNull();
    expect(changeOf(7710, { ...EMPTY_DETAILS, payment_type: 'pix', value_to_change: 10000 })).toBeNull();
  });
});

describe('plainLineOf', () => {
  it('finds the plain line of the same product; options, weight or a note make a line of their own', async () => {
    const { plainLineOf } = await import('./use-pdv-cart');
    const items = [pizzaHalf, { ...drink, comments: null }, { id: 9, amount: 800, comments: 'gelo' }];
    expect(plainLineOf(items, { id: 9, amount: 800 })).toBe(1);
    expect(plainLineOf(items, { id: 7, amount: 0 })).toBe(-1);
    expect(plainLineOf(items, { id: 9, amount: 800, comments: 'sem gelo' })).toBe(-1);
    expect(plainLineOf([{ id: 5, amount: 100, is_weight_based: true, weight: 0.3 }], { id: 5, amount: 100, is_weight_based: true, weight: 0.3 })).toBe(-1);
  });
});
