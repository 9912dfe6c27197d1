import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, orders } from '../../db/schema/index';
import { addEmployee, createBusinessFor, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { junkFailures, JUNK_SWEEP_TIMEOUT } from '../../test/junk-bodies';
import { storeOrder, type StoredOrderOverrides } from '../../test/stored-orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const put = (path: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/orders/${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function owned(overrides: StoredOrderOverrides = {}) {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  const order = await storeOrder(t.app, business, overrides);
  return { owner, business, order };
}

describe('PUT v1/orders/{id}/<status>', () => {
  it('walks a delivery order noted → processing → done → in-delivery → finalized, with a history row each', async () => {
    const { owner, order } = await owned();
    for (const [segment, status] of [
      ['processing', 'processing'],
      ['done', 'done'],
      ['in-delivery', 'in_delivery'],
      ['finalized', 'finalized'],
    ] as const) {
      const res = await put(`${order.id}/${segment}`, owner.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe(status);
    }
    const data = (await put(`${order.id}/finalized`, owner.headers)).json().data;
    expect(data.history.map((h: { status: string }) => h.status)).toEqual(['noted', 'processing', 'done', 'in_delivery', 'finalized']);
    expect(data.history[1].user).toEqual({ id: owner.id, name: 'Test User' });
    expect(data.closed_at).not.toBeNull();
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id))));
    expect(audits.map((a) => a.action)).toEqual(['order.status', 'order.status', 'order.status', 'order.status']);
  });

  it('dispatches by type: a local order goes to consumption, a pickup to waiting-get', async () => {
    const local = await owned({ status: 'done', orderType: 'local' });
    expect((await put(`${local.order.id}/consumption`, local.owner.headers)).json().data.status).toBe('in_consumption');
    const pickup = await owned({ status: 'done', orderType: 'retirada' });
    expect((await put(`${pickup.order.id}/in-delivery`, pickup.owner.headers)).statusCode).toBe(409);
    expect((await put(`${pickup.order.id}/waiting-get`, pickup.owner.headers)).json().data.status).toBe('waiting_get');
  });

  it('refuses going back with 409 naming both statuses (pt and en), and changes nothing', async () => {
    const { owner, order } = await owned({ status: 'done' });
    const res = await put(`${order.id}/noted`, owner.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este pedido está como “Pedido pronto” e não pode passar para “Anotado”. Atualize a tela para ver o status atual.');
    const en = await put(`${order.id}/noted`, { ...owner.headers, 'accept-language': 'en' });
    expect(en.json().message).toBe('This order is “Order ready” and cannot move to “Noted”. Refresh the screen to see its current status.');
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('done');
  });

  it('a second screen repeating the same step gets 200 unchanged; one acting on a stale status gets 409', async () => {
    const { owner, order } = await owned();
    const [a, b] = await Promise.all([put(`${order.id}/processing`, owner.headers), put(`${order.id}/processing`, owner.headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().data.history.filter((h: { status: string }) => h.status === 'processing')).toHaveLength(1);
    await put(`${order.id}/cancel`, owner.headers, { reason: 'Cliente desistiu' });
    const stale = await put(`${order.id}/done`, owner.headers);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Cancelado');
  });

  it('an Idempotency-Key retry answers the first answer again', async () => {
    const { owner, order } = await owned();
    const headers = { ...owner.headers, 'idempotency-key': `k-${order.id}` };
    const first = await put(`${order.id}/processing`, headers);
    const again = await put(`${order.id}/processing`, headers);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('401 without a session, 403 without manage_orders, 404 for another business’s order or none, 422 on a bad id', async () => {
    const { owner, business, order } = await owned();
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['use_pdv'] });
    const other = await owned();
    expect((await put(`${order.id}/processing`, {})).statusCode).toBe(401);
    expect((await put(`${order.id}/processing`, waiter.headers)).statusCode).toBe(403);
    const foreign = await put(`${other.order.id}/processing`, owner.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Pedido não encontrado.');
    expect((await put(`999999999/processing`, owner.headers)).statusCode).toBe(404);
    expect((await put(`abc/processing`, owner.headers)).statusCode).toBe(422);
    const manager = await createUser(t.app);
    await addEmployee(t.app, business, manager, { permissions: ['manage_orders'] });
    expect((await put(`${order.id}/processing`, manager.headers)).statusCode).toBe(200);
  });
});

describe('PUT v1/orders/{id}/cancel', () => {
  it('cancels with the reason in the history and an audit row; the reason is required', async () => {
    const { owner, order } = await owned({ status: 'processing' });
    const missing = await put(`${order.id}/cancel`, owner.headers, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason).toBeDefined();
    expect((await put(`${order.id}/cancel`, owner.headers, { reason: '   ' })).statusCode).toBe(422);
    const res = await put(`${order.id}/cancel`, owner.headers, { reason: 'Cliente desistiu' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('canceled');
    expect(data.history.at(-1)).toMatchObject({ status: 'canceled', reason: 'Cliente desistiu', user: { id: owner.id } });
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.cancel'), eq(auditLog.entityId, String(order.id))));
    expect(audits).toHaveLength(1);
    expect((await put(`${order.id}/cancel`, owner.headers, { reason: 'de novo' })).statusCode).toBe(200);
  });

  it('a finalized order cannot be canceled (409)', async () => {
    const { owner, order } = await owned({ status: 'finalized' });
    const res = await put(`${order.id}/cancel`, owner.headers, { reason: 'Erro' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Pedido Finalizado');
  });

  it('junk bodies never answer 5xx', { timeout: JUNK_SWEEP_TIMEOUT }, async () => {
    const { owner, order } = await owned();
    expect(await junkFailures(t.app, [{ method: 'PUT', url: `/orders/${order.id}/cancel`, body: { reason: 'Erro' } }], owner.headers)).toEqual([]);
  });
});

describe('PUT v1/orders/{id}/paid', () => {
  it('marks paid whatever the status; paid again answers 200 unchanged', async () => {
    const { owner, order } = await owned({ status: 'finalized' });
    const res = await put(`${order.id}/paid`, owner.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ payment_status: 'paid', status: 'finalized' });
    expect(data.paid_at).not.toBeNull();
    const again = (await put(`${order.id}/paid`, owner.headers)).json().data;
    expect(again.paid_at).toBe(data.paid_at);
    expect(again.version).toBe(data.version);
    // The ledger keeps the staff's "Recebido" once, by its method, with no provider.
    expect(again.payments).toEqual([expect.objectContaining({ method: order.paymentType, amount: order.total, provider: null, refund_status: null })]);
  });

  it('a canceled order is never marked paid: 409 naming both statuses (pt and en), nothing changes (issue 30)', async () => {
    const { owner, business, order } = await owned({ status: 'canceled' });
    const res = await put(`${order.id}/paid`, owner.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este pedido está como “Cancelado” e não pode ficar como “Pagamento efetuado”.');
    const en = await put(`${order.id}/paid`, { ...owner.headers, 'accept-language': 'en' });
    expect(en.json().message).toBe('This order is “Canceled” and cannot be marked “Payment made”.');
    const [row] = await t.app.db.select().from(orders).where(and(eq(orders.id, order.id), eq(orders.businessId, business.id)));
    expect([row!.paymentStatus, row!.paidAt, row!.version]).toEqual([order.paymentStatus, null, order.version]);
  });
});

describe('PUT v1/orders/{id}/disable-service-charge-waiter', () => {
  it('drops the service charge of an open order and recomputes its total', async () => {
    const { owner, order } = await owned({ orderType: 'local', serviceChargeRate: 1000 });
    expect(order.serviceCharge).toBe(330);
    const data = (await put(`${order.id}/disable-service-charge-waiter`, owner.headers)).json().data;
    expect(data).toMatchObject({ service_charge: 0, service_charge_percent: 0, subtotal: 3300, total: 3300 });
  });

  it('needs manage_orders: a waiter with the PDV only is refused (403), as when closing the bill or placing an order (issue 30)', async () => {
    const { business, order } = await owned({ orderType: 'local', serviceChargeRate: 1000 });
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { role: 'waiter', permissions: ['use_pdv'] });
    expect((await put(`${order.id}/disable-service-charge-waiter`, waiter.headers)).statusCode).toBe(403);
  });

  it('a closed order answers 409', async () => {
    const { owner, order } = await owned({ orderType: 'local', serviceChargeRate: 1000, status: 'canceled' });
    const res = await put(`${order.id}/disable-service-charge-waiter`, owner.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este pedido já está como “Cancelado” e não pode mais ser alterado.');
  });
});
