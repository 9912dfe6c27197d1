import { describe, expect, it } from 'vitest';
import { changeFor, priceOrder } from './order-pricing';

const pizza = { id: 1, amount: 4590, qty: 2 };

describe('priceOrder', () => {
  it('adds 10% service charge on the subtotal, the delivery fee, and caps the discount', () => {
    const priced = priceOrder({ lines: [pizza], deliveryFee: 700, serviceChargeRate: 1000, discount: 500, paymentType: 'money', customerCardFee: null });
    expect(priced).toMatchObject({ subtotal: 9180, service_charge: 918, delivery_fee: 700, discount: 500, card_fee: 0, total: 9180 + 918 + 700 - 500 });
    const free = priceOrder({ lines: [pizza], deliveryFee: 0, serviceChargeRate: 0, discount: 1_000_000, paymentType: null, customerCardFee: null });
    expect(free).toMatchObject({ discount: 9180, total: 0 });
  });

  it('charges the card fee passed on to the customer only when paid by card', () => {
    const fee = { type: 'percentage' as const, value: 3.5 };
    expect(priceOrder({ lines: [pizza], deliveryFee: 0, serviceChargeRate: 0, discount: 0, paymentType: 'card', customerCardFee: fee })).toMatchObject({ card_fee: 321, total: 9501 });
    expect(priceOrder({ lines: [pizza], deliveryFee: 0, serviceChargeRate: 0, discount: 0, paymentType: 'pix', customerCardFee: fee })).toMatchObject({ card_fee: 0, total: 9180 });
  });

  it('an order with nothing in it costs nothing: no delivery fee, no fixed card fee (issue 31)', () => {
    const empty = priceOrder({ lines: [], deliveryFee: 750, serviceChargeRate: 1000, discount: 0, paymentType: 'card', customerCardFee: { type: 'fixed', value: 100 } });
    expect(empty).toMatchObject({ subtotal: 0, delivery_fee: 0, service_charge: 0, card_fee: 0, total: 0 });
  });
});

describe('changeFor', () => {
  it('is what the cash handed over exceeds the total, or null', () => {
    expect(changeFor(4550, 5000)).toBe(450);
    expect(changeFor(4550, 4550)).toBe(0);
    expect(changeFor(4550, 4000)).toBeNull();
    expect(changeFor(4550, null)).toBeNull();
  });
});

describe('an order with a coupon', () => {
  const base = { lines: [{ id: 2, amount: 5000, qty: 1 }], deliveryFee: 800, serviceChargeRate: 0, discount: 0, paymentType: null, customerCardFee: null };
  it('takes the coupon on top of the manual discount, from the subtotal', () => {
    const priced = priceOrder({ ...base, discount: 200, coupon: { type: 'percentage', percent: 10, amount: null } });
    expect(priced).toMatchObject({ subtotal: 5000, coupon_discount: 500, discount: 700, total: 5100 });
  });
  it('free delivery takes the delivery fee', () => {
    expect(priceOrder({ ...base, coupon: { type: 'free_delivery', percent: null, amount: null } })).toMatchObject({ coupon_discount: 800, total: 5000 });
  });
  it('no coupon, nothing more off', () => expect(priceOrder(base)).toMatchObject({ coupon_discount: 0, total: 5800 }));
});
