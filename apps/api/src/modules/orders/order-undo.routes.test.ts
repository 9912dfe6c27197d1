import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, orders, orderStatusHistory } from '../../db/schema/index';
import { addEmployee, createBusinessFor, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { junkFailures, JUNK_SWEEP_TIMEOUT } from '../../test/junk-bodies';
import { storeOrder } from '../../test/stored-orders';

// PUT v1/orders/{id}/undo-status (issue 16, the kitchen's "Desfazer"): the rule is the domain's
// (status-undo.ts); here, that the route applies it under the order's lock and keeps history honest.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const put = (path: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/orders/${path}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const undo = (id: number, headers: Headers, status = 'processing') => put(`${id}/undo-status`, headers, { status });

async function bumped() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  const order = await storeOrder(t.app, business, { status: 'noted', orderType: 'local', createdAt: new Date(Date.now() - 60_000) });
  expect((await put(`${order.id}/processing`, owner.headers)).statusCode).toBe(200);
  return { owner, business, order };
}

describe('PUT v1/orders/{id}/undo-status', () => {
  it('takes the order back to noted; the move leaves the history, the audit keeps move and undo', async () => {
    const { owner, order } = await bumped();
    const res = await undo(order.id, owner.headers);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('noted');
    expect(data.history.map((h: { status: string }) => h.status)).toEqual(['noted']);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('noted');
    expect(row!.version).toBe(order.version + 2);
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id))));
    expect(audits.map((a) => a.action)).toEqual(['order.status', 'order.status_undo']);
  });

  it('a second undo of the same move is 409 (pt and en), never a second step back', async () => {
    const { owner, order } = await bumped();
    expect((await undo(order.id, owner.headers)).statusCode).toBe(200);
    const again = await undo(order.id, owner.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este pedido já mudou para “Anotado”: não há o que desfazer. Atualize a tela para ver o status atual.');
    const en = await undo(order.id, { ...owner.headers, 'accept-language': 'en' });
    expect(en.json().message).toBe('This order has already moved to “Noted”: there is nothing to undo. Refresh the screen to see its current status.');
  });

  it('two undos of one move at the same moment: one goes back, the other is 409', async () => {
    const { owner, order } = await bumped();
    const answers = await Promise.all([undo(order.id, owner.headers), undo(order.id, owner.headers)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const history = await t.app.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.status)).toEqual(['noted']);
  });

  it('an Idempotency-Key retry answers the first answer again', async () => {
    const { owner, order } = await bumped();
    const headers = { ...owner.headers, 'idempotency-key': `undo-${order.id}` };
    const first = await undo(order.id, headers);
    const retry = await undo(order.id, headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
  });

  it("refuses another user's move, a move after the window, a closing move, and a status the order left", async () => {
    const { owner, business, order } = await bumped();
    const manager = await createUser(t.app);
    await addEmployee(t.app, business, manager, { permissions: ['manage_orders'] });
    const other = await undo(order.id, manager.headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Só quem mudou o status pode desfazer a mudança.');

    // The move made 16 seconds ago: past the 10 s and their 5 of grace.
    await t.app.db.update(orderStatusHistory).set({ at: new Date(Date.now() - 16_000) }).where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'processing')));
    const late = await undo(order.id, owner.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('O tempo para desfazer passou. Use as ações do pedido para mudar o status.');

    const canceled = await bumped();
    await put(`${canceled.order.id}/cancel`, canceled.owner.headers, { reason: 'Cliente desistiu' });
    const closing = await undo(canceled.order.id, canceled.owner.headers, 'canceled');
    expect(closing.statusCode).toBe(409);
    expect(closing.json().message).toBe('A última mudança deste pedido não pode ser desfeita.');
    expect((await undo(canceled.order.id, canceled.owner.headers, 'processing')).statusCode).toBe(409);
  });

  it('401, 403 without manage_orders, 404 for another business, 422 on a bad body', async () => {
    const { owner, business, order } = await bumped();
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['use_pdv'] });
    const stranger = await bumped();
    expect((await undo(order.id, {})).statusCode).toBe(401);
    expect((await undo(order.id, waiter.headers)).statusCode).toBe(403);
    expect((await undo(stranger.order.id, owner.headers)).statusCode).toBe(404);
    const bad = await undo(order.id, owner.headers, 'cooking');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeDefined();
    expect((await put(`${order.id}/undo-status`, owner.headers, { status: 'processing', extra: 1 })).statusCode).toBe(422);
    // Nothing of that moved the order.
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('processing');
  });

  it('junk bodies never answer 5xx', { timeout: JUNK_SWEEP_TIMEOUT }, async () => {
    const { owner, order } = await bumped();
    expect(await junkFailures(t.app, [{ method: 'PUT', url: `/orders/${order.id}/undo-status`, body: { status: 'processing' } }], owner.headers)).toEqual([]);
  });
});
