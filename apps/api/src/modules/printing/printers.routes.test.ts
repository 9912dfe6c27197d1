import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, menuCategories, printJobs } from '../../db/schema/index';
import { addEmployee, createBusinessFor, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { JUNK_SWEEP_TIMEOUT, junkFailures } from '../../test/junk-bodies';

// v1/businesses/{id}/printer(s) (issue 17).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function owner() {
  const user = await createUser(t.app);
  const business = await createBusinessFor(t.app, user);
  return { user, business };
}

const kitchen = { name: 'Cozinha', connection: 'network', host: '192.168.0.50', paper_mm: 80, prints_kitchen: true, auto_print: true };

describe('printers', () => {
  it('adds, lists, changes and removes a printer, with its columns and an audit row each', async () => {
    const { user, business } = await owner();
    const [drinks] = await t.app.db.insert(menuCategories).values({ businessId: business.id, name: 'Bebidas' }).returning();
    const created = await call('POST', `/businesses/${business.id}/printer`, user.headers, { ...kitchen, category_ids: [drinks!.id] });
    expect(created.statusCode).toBe(201);
    const printer = created.json().data;
    expect(printer).toMatchObject({ name: 'Cozinha', connection: 'network', host: '192.168.0.50', port: 9100, paper_mm: 80, columns: 48, copies: 1, prints_receipt: false, category_ids: [drinks!.id] });

    const bar = await call('POST', `/businesses/${business.id}/printer`, user.headers, { name: 'Balcão', connection: 'qz', qz_printer: 'EPSON TM-T20', paper_mm: 58, prints_kitchen: false, prints_receipt: true, host: 'ignored.local' });
    expect(bar.json().data).toMatchObject({ connection: 'qz', qz_printer: 'EPSON TM-T20', host: null, columns: 32 });

    const list = await call('GET', `/businesses/${business.id}/printers`, user.headers);
    expect(list.json().data.map((p: { name: string }) => p.name)).toEqual(['Balcão', 'Cozinha']);

    const changed = await call('PUT', `/businesses/${business.id}/printer/${printer.id}`, user.headers, { ...kitchen, paper_mm: 58, copies: 2 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ columns: 32, copies: 2, category_ids: [] });

    const removed = await call('DELETE', `/businesses/${business.id}/printer/${printer.id}`, user.headers);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/businesses/${business.id}/printers`, user.headers)).json().data).toHaveLength(1);
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, String(printer.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['printer.create', 'printer.delete', 'printer.update']);
  });

  it('422 with field messages: the connection needs its address, something to print, known categories, sane values', async () => {
    const { user, business } = await owner();
    const url = `/businesses/${business.id}/printer`;
    const noHost = await call('POST', url, user.headers, { ...kitchen, host: undefined });
    expect(noHost.statusCode).toBe(422);
    expect(noHost.json().errors.host).toEqual(['O campo endereço na rede é obrigatório']);
    expect((await call('POST', url, user.headers, { name: 'X', connection: 'qz' })).json().errors.qz_printer).toBeDefined();
    const nothing = await call('POST', url, user.headers, { ...kitchen, prints_kitchen: false, prints_receipt: false });
    expect(nothing.json().errors.prints_kitchen).toEqual(['Escolha o que esta impressora imprime: comandas da cozinha, recibos ou os dois']);
    expect((await call('POST', url, user.headers, { ...kitchen, host: 'http://x/' })).json().errors.host).toEqual(['Informe o endereço da impressora na rede, como 192.168.0.50 ou impressora.local']);
    expect((await call('POST', url, user.headers, { ...kitchen, paper_mm: 76 })).json().errors.paper_mm).toBeDefined();
    expect((await call('POST', url, user.headers, { ...kitchen, copies: 6 })).json().errors.copies).toBeDefined();
    expect((await call('POST', url, user.headers, { ...kitchen, port: 70000 })).json().errors.port).toBeDefined();
    const stranger = await owner();
    const [theirs] = await t.app.db.insert(menuCategories).values({ businessId: stranger.business.id, name: 'Deles' }).returning();
    const foreign = await call('POST', url, user.headers, { ...kitchen, category_ids: [theirs!.id] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.category_ids).toBeDefined();
    const en = await call('POST', url, { ...user.headers, 'accept-language': 'en' }, { ...kitchen, prints_kitchen: false });
    expect(en.json().errors.prints_kitchen).toEqual(['Choose what this printer prints: kitchen tickets, receipts or both']);
  });

  it('401, 403 without manage_settings (a waiter still reads the list), 404 for another business or printer', async () => {
    const { user, business } = await owner();
    const printer = (await call('POST', `/businesses/${business.id}/printer`, user.headers, kitchen)).json().data;
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['use_pdv'] });
    const stranger = await owner();
    expect((await call('GET', `/businesses/${business.id}/printers`, {})).statusCode).toBe(401);
    expect((await call('POST', `/businesses/${business.id}/printer`, waiter.headers, kitchen)).statusCode).toBe(403);
    expect((await call('DELETE', `/businesses/${business.id}/printer/${printer.id}`, waiter.headers)).statusCode).toBe(403);
    expect((await call('GET', `/businesses/${business.id}/printers`, waiter.headers)).statusCode).toBe(200);
    expect((await call('GET', `/businesses/${business.id}/printers`, stranger.user.headers)).statusCode).toBe(404);
    // Another business's printer through one's own business: missing.
    expect((await call('PUT', `/businesses/${stranger.business.id}/printer/${printer.id}`, stranger.user.headers, kitchen)).statusCode).toBe(404);
    expect((await call('DELETE', `/businesses/${stranger.business.id}/printer/${printer.id}`, stranger.user.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/businesses/${business.id}/printer/abc`, user.headers)).statusCode).toBe(422);
  });

  it('removing a printer marks what waited for it failed', async () => {
    const { user, business } = await owner();
    const printer = (await call('POST', `/businesses/${business.id}/printer`, user.headers, kitchen)).json().data;
    const [job] = await t.app.db
      .insert(printJobs)
      .values({ businessId: business.id, printerId: printer.id, kind: 'test', content: { columns: 48, lines: [] }, requestKey: 'k1' })
      .returning();
    await call('DELETE', `/businesses/${business.id}/printer/${printer.id}`, user.headers);
    const [after] = await t.app.db.select().from(printJobs).where(eq(printJobs.id, job!.id));
    expect(after).toMatchObject({ status: 'failed', error: 'printer_deleted', printerId: null });
  });

  it('junk bodies never answer 5xx', { timeout: JUNK_SWEEP_TIMEOUT }, async () => {
    const { user, business } = await owner();
    const printer = (await call('POST', `/businesses/${business.id}/printer`, user.headers, kitchen)).json().data;
    expect(
      await junkFailures(
        t.app,
        [
          { method: 'POST', url: `/businesses/${business.id}/printer`, body: kitchen },
          { method: 'PUT', url: `/businesses/${business.id}/printer/${printer.id}`, body: kitchen },
        ],
        user.headers,
      ),
    ).toEqual([]);
  });
});
