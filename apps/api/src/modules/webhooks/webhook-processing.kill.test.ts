import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, orderPayments, orders } from '../../db/schema/index';
import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../integrations/mercado-pago/stand-in';
import { ensureReferenceData } from '../../seed/reference-data';
import { createBusinessFor, createUser } from '../../test/factories';
import { createTestApp } from '../../test/helper';
import { killableDatabase } from '../../test/killable-database';
import { serverProcess, type ServerProcess } from '../../test/server-process';
import { storeOrder } from '../../test/stored-orders';
import { until } from '../../test/until';

// Issue 34, "Must show" 3: the API process is killed with SIGKILL while its job worker is applying
// Mercado Pago payments (each re-read is slow, so the kill lands mid-queue). Every delivery was
// answered 200, so each is stored with its job; the next process on the same database applies the
// rest — once the killed worker's leases run out (60 s: the test's length) — and every confirmed
// payment is applied exactly once: one ledger entry, one audit, paid.

const PAYMENTS = 30;
const SECRET = 'kill-test-secret';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-webhook-kill-'));
const database = killableDatabase(dataDir);
const servers: ServerProcess[] = [];
let mp: MercadoPagoStandIn;

afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  await mp?.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an API process killed with SIGKILL while it processes webhooks', () => {
  it('leaves the rest in the queue, and the next process applies every confirmed payment exactly once', async () => {
    mp = await startMercadoPagoStandIn({ secret: SECRET, retryDelaysMs: [], paymentReadDelayMs: 250 });
    const setup = await database.open();
    await ensureReferenceData(setup.db);
    const t = await createTestApp({}, { database: setup });
    const owner = await createUser(t.app);
    const business = (await createBusinessFor(t.app, owner)) as Parameters<typeof storeOrder>[1];
    const placed: Awaited<ReturnType<typeof storeOrder>>[] = [];
    for (let i = 0; i < PAYMENTS; i++) placed.push(await storeOrder(t.app, business, { status: 'noted', paymentType: 'mercado_pago' }));
    await t.close();
    await setup.close();
    placed.forEach((order, i) => mp.setPayment({ id: `kill-${i}`, status: 'approved', external_reference: order.uuid, transaction_amount: order.total / 100 }));
    const ids = placed.map((o) => o.id);

    const env = {
      SEED_DEMO: 'false',
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      MERCADO_PAGO_WEBHOOK_SECRET: SECRET,
      MERCADO_PAGO_ACCESS_TOKEN: 'TEST-access-token',
      MERCADO_PAGO_API_URL: mp.baseUrl,
      JOBS_WORKER: 'true',
      JOBS_POLL_INTERVAL_MS: '50',
      RATE_LIMIT_WEBHOOKS_PER_MINUTE: '100000',
    };
    const first = serverProcess(dataDir, env);
    servers.push(first);
    await first.start();
    const statuses = await Promise.all(placed.map((_, i) => mp.deliver(mp.notice(`kill-${i}`), { url: `${first.base}/api/v1/webhooks/mercado-pago` })));
    expect(statuses.every((s) => s === 200)).toBe(true);
    // Let the worker start on the queue, then kill it mid-way.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await first.stop('SIGKILL');

    const killed = await database.inspect();
    let paidAtKill: number;
    try {
      paidAtKill = (await killed.db.select().from(orderPayments).where(inArray(orderPayments.orderId, ids))).length;
    } finally {
      await killed.close();
    }
    // The kill came while payments were still waiting (each re-read takes 250 ms).
    expect(paidAtKill).toBeLessThan(PAYMENTS);

    const second = serverProcess(dataDir, env);
    servers.push(second);
    await second.start();
    const paid = async () => {
      const read = await Promise.all(ids.map((id) => fetch(`${second.base}/api/v1/orders/${id}`, { headers: owner.headers }).then((r) => r.json() as Promise<{ data?: { payment_status: string } }>)));
      return read.filter((r) => r.data?.payment_status === 'paid').length;
    };
    await until('every payment applied by the next process', paid, (n) => n === PAYMENTS, { timeoutMs: 90_000, everyMs: 500 });
    await second.stop('SIGTERM');

    const after = await database.inspect();
    try {
      const ledger = await after.db.select().from(orderPayments).where(inArray(orderPayments.orderId, ids));
      expect(ledger).toHaveLength(PAYMENTS);
      expect(new Set(ledger.map((p) => p.providerPaymentId)).size).toBe(PAYMENTS);
      const rows = await after.db.select().from(orders).where(inArray(orders.id, ids));
      expect(rows.every((o) => o.paymentStatus === 'paid')).toBe(true);
      const audits = (await after.db.select().from(auditLog).where(inArray(auditLog.entityId, ids.map(String)))).filter((a) => a.entity === 'order' && a.action === 'order.paid');
      expect(audits).toHaveLength(PAYMENTS);
    } finally {
      await after.close();
    }
  }, 240_000);
});
