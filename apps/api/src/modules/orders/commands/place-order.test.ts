import { and, eq } from 'drizzle-orm';
import { CreateOrderBodySchema, type CreateOrderBodyInput, UpdateOrderBodySchema } from '@comanda/domain/orders/order-resource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderStatusHistory, orders } from '../../../db/schema/index';
import type { CustomerActor, StaffActor } from '../../../lib/commands/actor';
import { systemClock, type CommandDeps } from '../../../lib/commands/command-deps';
import { createTestApp, type TestApp } from '../../../test/helper';
import { createShop, insertProduct, insertTable, type Shop } from '../../../test/order-fixtures';
import { placeOrder } from './place-order';
import { replaceOrderLines } from './replace-order-lines';

// The placement command run by other actors than the PDV's staff (decision 0044): the storefront's
// customer places a new order and nothing else; what the body asks is checked against the actor.

describe('placeOrder, the command', () => {
  let t: TestApp;
  let shop: Shop;
  let deps: CommandDeps;
  let productId: number;
  let customer: CustomerActor;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t.app);
    deps = { db: t.app.db, clock: systemClock, lang: 'pt' };
    productId = (await insertProduct(t.app, shop.business.id, { amount: 2500 })).id;
    customer = { kind: 'customer', businessId: shop.business.id, customerId: null };
  });
  afterAll(() => t.close());

  it('a customer places a pickup order: priced by the server, no staff in its history, the audit names a customer', async () => {
    const { order, created } = await placeOrder(deps, customer, body({ order_type_id: 2, status: 'pending', customer_name: 'Bia', products: [{ id: productId, qty: 2, items: [] }] }));
    expect(created).toBe(true);
    expect(order).toMatchObject({ status: 'pending', total: 5000 });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.createdBy).toBeNull();
    const history = await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.userId)).toEqual([null]);
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entityId, String(order.id)), eq(auditLog.action, 'order.create')));
    expect(audit).toMatchObject({ actorKind: 'customer', actorUserId: null, businessId: shop.business.id });
  });

  it('a customer may not give a discount, open a table, or add to or change an order that exists', async () => {
    const products = [{ id: productId, qty: 1, items: [] }];
    await expect(placeOrder(deps, customer, body({ order_type_id: 2, discount: 500, products }))).rejects.toMatchObject({ code: 'forbidden' });
    const table = await insertTable(t.app, shop.business.id);
    await expect(placeOrder(deps, customer, body({ order_type_id: 3, table_id: table.id, products }))).rejects.toMatchObject({ code: 'forbidden' });
    const { order } = await placeOrder(deps, staff(shop), body({ order_type_id: 2, products }));
    await expect(placeOrder(deps, customer, body({ order_type_id: 2, order_id: order.id, products }))).rejects.toMatchObject({ code: 'forbidden' });
    await expect(replaceOrderLines(deps, customer, { orderId: order.id, body: UpdateOrderBodySchema.parse({ version: order.version, products }) })).rejects.toMatchObject({ code: 'forbidden' });
  });

  it('staff without give_discounts is refused a discount by the command itself, not only by a route', async () => {
    const products = [{ id: productId, qty: 1, items: [] }];
    await expect(placeOrder(deps, staff(shop, false), body({ order_type_id: 2, discount: 100, products }))).rejects.toMatchObject({ code: 'forbidden' });
    const { order } = await placeOrder(deps, staff(shop, true), body({ order_type_id: 2, discount: 100, products }));
    expect(order.discount).toBe(100);
  });

  it("another business's actor cannot reach this business's order", async () => {
    const other = await createShop(t.app);
    const { order } = await placeOrder(deps, staff(shop), body({ order_type_id: 2, products: [{ id: productId, qty: 1, items: [] }] }));
    await expect(placeOrder(deps, staff(other), body({ order_type_id: 2, order_id: order.id, products: [{ id: productId, qty: 1, items: [] }] }))).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});

const body = (input: CreateOrderBodyInput) => CreateOrderBodySchema.parse(input);

function staff(shop: Shop, mayAll = true): StaffActor {
  return { kind: 'staff', businessId: shop.business.id, userId: shop.user.id, userName: 'Dona', can: async () => mayAll };
}
