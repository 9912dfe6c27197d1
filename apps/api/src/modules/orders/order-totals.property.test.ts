import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { priceOrder } from '@comanda/domain/orders/order-pricing';
import type { PaymentMethod } from '@comanda/domain/orders/payment';
import type { OrderProductInput } from '@comanda/domain/totals/order-product';
import type { VariationWithItems } from '../menu/menu.api';
import { createTestApp, type TestApp } from '../../test/helper';
import { DELIVERY_TO, allowDiscounts, createShop, insertDistrict, insertGroup, insertProduct, orderCalls, orderOf, setBusiness, type Shop } from '../../test/order-fixtures';

// Decision 0026: totals are written only by refreshOrderTotals, and equal the domain's priceOrder of
// the same cart to the centavo. Random carts over every pricing mode of options (plain add-ons,
// half-and-half average, dearest-only), weight-based lines, quantities, discount, service charge
// and delivery fee; the expected totals are computed here from the menu, not from what was stored.

let t: TestApp;
let api: ReturnType<typeof orderCalls>;
let shop: Shop;
let menu: { burger: number; pizza: number; buffet: number; addons: VariationWithItems; flavours: VariationWithItems; crusts: VariationWithItems };
let bairros: { id: number; fee: number }[];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  api = orderCalls(t.app);
  shop = await createShop(t.app);
  await allowDiscounts(t.app, shop);
  const burger = await insertProduct(t.app, shop.business.id, { name: 'Hambúrguer', amount: 2590 });
  const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza', amount: 1000 });
  const buffet = await insertProduct(t.app, shop.business.id, { name: 'Buffet', amount: 6990, isWeightBased: true, minWeight: 0.1 });
  menu = {
    burger: burger.id,
    pizza: pizza.id,
    buffet: buffet.id,
    addons: await insertGroup(t.app, burger, { name: 'Adicionais', max: 10, items: [{ name: 'Bacon', amount: 300 }, { name: 'Ovo', amount: 450 }, { name: 'Cheddar', amount: 199 }] }),
    flavours: await insertGroup(t.app, pizza, { name: 'Sabores', max: 4, isAverageCalc: true, items: [{ name: 'Calabresa', amount: 4000 }, { name: 'Marguerita', amount: 5000 }, { name: 'Atum', amount: 4590 }] }),
    crusts: await insertGroup(t.app, pizza, { name: 'Borda', max: 3, isHighestPrice: true, items: [{ name: 'Catupiry', amount: 500 }, { name: 'Cheddar', amount: 800 }, { name: 'Chocolate', amount: 650 }] }),
  };
  bairros = [];
  for (const fee of [0, 590, 1234]) {
    const district = await insertDistrict(t.app, `Bairro ${fee} ${shop.business.id}`, { businessId: shop.business.id, deliveryFee: fee });
    bairros.push({ id: district.id, fee });
  }
});
afterAll(async () => t.close());

type Pick = { index: number; qty: number };
const picks = (max: number, maxQty: number) =>
  fc.uniqueArray(fc.record({ index: fc.integer({ min: 0, max: 2 }), qty: fc.integer({ min: 1, max: maxQty }) }), { selector: (p) => p.index, maxLength: 3 }).map((list) =>
    list.filter((_, i) => i < max),
  );

const lineArb = fc.oneof(
  fc.record({ kind: fc.constant('burger' as const), qty: fc.integer({ min: 1, max: 20 }), addons: picks(3, 3) }),
  fc.record({ kind: fc.constant('pizza' as const), qty: fc.integer({ min: 1, max: 5 }), flavours: picks(3, 1), crusts: picks(3, 1) }),
  fc.record({ kind: fc.constant('buffet' as const), grams: fc.integer({ min: 100, max: 3000 }) }),
);
type CartLine = typeof lineArb extends fc.Arbitrary<infer T> ? T : never;

const cartArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 6 }),
  type: fc.constantFrom('local' as const, 'delivery' as const, 'retirada' as const),
  bairro: fc.integer({ min: 0, max: 2 }),
  serviceRate: fc.integer({ min: 0, max: 2000 }),
  serviceOn: fc.boolean(),
  discount: fc.integer({ min: 0, max: 30_000 }),
  payment: fc.constantFrom<PaymentMethod | null>(null, 'money', 'pix', 'card'),
});

function chosen(group: VariationWithItems, list: Pick[]) {
  const count = list.reduce((sum, p) => sum + p.qty, 0);
  return list.map((p) => ({
    item_id: group.items[p.index]!.id,
    qty: p.qty,
    amount: group.items[p.index]!.amount,
    is_highest_price: group.isHighestPrice,
    is_average_calc: group.isAverageCalc,
    category_average_count: group.isAverageCalc ? count : null,
  }));
}

/** The line as the PDV sends it, and as the domain prices it from the menu. */
function lineOf(line: CartLine): { body: { id: number; qty?: number; weight?: number; items?: { item_id: number; qty: number }[] }; priced: OrderProductInput } {
  if (line.kind === 'buffet') {
    const weight = line.grams / 1000;
    return { body: { id: menu.buffet, weight }, priced: { id: menu.buffet, amount: 6990, is_weight_based: true, weight, qty: 1, items: [] } };
  }
  const items = line.kind === 'burger' ? chosen(menu.addons, line.addons) : [...chosen(menu.flavours, line.flavours), ...chosen(menu.crusts, line.crusts)];
  const id = line.kind === 'burger' ? menu.burger : menu.pizza;
  const amount = line.kind === 'burger' ? 2590 : 1000;
  return { body: { id, qty: line.qty, items: items.map((i) => ({ item_id: i.item_id, qty: i.qty })) }, priced: { id, amount, qty: line.qty, items } };
}

describe('stored totals equal priceOrder of the cart', () => {
  it('for random carts, to the centavo', async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, async (cart) => {
        await setBusiness(t.app, shop.business.id, { waiterServiceCharge: cart.serviceRate });
        const lines = cart.lines.map(lineOf);
        const typeId = { delivery: 1, retirada: 2, local: 3 }[cart.type];
        const bairro = bairros[cart.bairro]!;
        const res = await api.place(shop.waiter, {
          order_type_id: typeId,
          ...(cart.type === 'local' ? { local_sub_type: 'balcao' } : {}),
          ...(cart.type === 'delivery' ? { ...DELIVERY_TO, district_id: bairro.id } : {}),
          products: lines.map((l) => l.body),
          discount: cart.discount,
          service_charge_waiter: cart.serviceOn,
          payment_type: cart.payment,
        });
        expect(res.statusCode, res.body).toBe(201);
        const expected = priceOrder({
          lines: lines.map((l) => l.priced),
          deliveryFee: cart.type === 'delivery' ? bairro.fee : 0,
          serviceChargeRate: cart.type === 'local' && cart.serviceOn ? cart.serviceRate : 0,
          discount: cart.discount,
          paymentType: cart.payment,
          customerCardFee: null,
        });
        const order = orderOf(res);
        expect({ subtotal: order.subtotal, delivery_fee: order.delivery_fee, service_charge: order.service_charge, discount: order.discount, total: order.total }).toEqual({
          subtotal: expected.subtotal,
          delivery_fee: cart.type === 'delivery' ? bairro.fee : 0,
          service_charge: expected.service_charge,
          discount: expected.discount,
          total: expected.total,
        });
        expect(order.products.reduce((sum, p) => sum + p.subtotal, 0)).toBe(expected.subtotal);
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});
