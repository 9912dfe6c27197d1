import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerify, X509Certificate } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_PRINT_ATTEMPTS } from '@comanda/domain/printer/print-job';
import { printJobs } from '../../db/schema/index';
import { addEmployee, createBusinessFor, createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';
import { decodeEscPos } from '../../test/escpos-decode';
import { JUNK_SWEEP_TIMEOUT, junkFailures } from '../../test/junk-bodies';
import { createShop, insertProduct, insertTable, orderCalls, orderOf, type Shop } from '../../test/order-fixtures';

// The print queue (issue 17): automatic tickets and additions, claims under a lease, acknowledgements
// that count once, retries with a pause, reprints, the browser's own prints, test pages.

let t: TestApp;
let api: ReturnType<typeof orderCalls>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  api = orderCalls(t.app);
});
afterAll(async () => t.close());

type Who = { headers: Record<string, string> };
type Job = { id: number; kind: string; status: string; reprint: boolean; attempts: number; printer_id: number; order_id: number; data: string; text: string };

const post = (who: Who, url: string, payload: unknown = {}, headers: Record<string, string> = {}) => api.call(who, 'POST', url, payload, headers);

async function addPrinter(shop: Shop, values: Record<string, unknown> = {}): Promise<{ id: number }> {
  const res = await post(shop.user, `/businesses/${shop.business.id}/printer`, { name: 'Cozinha', connection: 'network', host: '10.0.0.9', auto_print: true, ...values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const claim = async (shop: Shop, printerIds: number[], client = 'agente') => {
  const res = await post(shop.user, `/businesses/${shop.business.id}/print-jobs/claim`, { printer_ids: printerIds, client });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Job[];
};
const ack = (shop: Shop, id: number, body: Record<string, unknown>) => post(shop.user, `/print-jobs/${id}/ack`, { client: 'agente', ...body });

/** The jobs of an order once automatic printing (after the answer) has made them. */
async function jobsOf(orderId: number, count: number) {
  for (let i = 0; i < 50; i++) {
    const rows = await t.app.db.select().from(printJobs).where(eq(printJobs.orderId, orderId)).orderBy(printJobs.id);
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return t.app.db.select().from(printJobs).where(eq(printJobs.orderId, orderId)).orderBy(printJobs.id);
}

describe('automatic printing', () => {
  it("a table order's kitchen ticket, then only what the table added, marked ADICIONAL", async () => {
    const shop = await createShop(t.app);
    const printer = await addPrinter(shop);
    const table = await insertTable(t.app, shop.business.id, 'Mesa 4');
    const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza de calabresa', amount: 4000 });
    const juice = await insertProduct(t.app, shop.business.id, { name: 'Suco de maracujá', amount: 900 });

    const first = orderOf(await api.place(shop.waiter, { table_id: table.id, products: [{ id: pizza.id, qty: 2, comments: 'sem cebola' }] }));
    const [ticket] = await jobsOf(first.id, 1);
    expect(ticket).toMatchObject({ kind: 'kitchen', printerId: printer.id, status: 'pending', reprint: false });

    await api.place(shop.waiter, { table_id: table.id, products: [{ id: juice.id }] });
    const jobs = await jobsOf(first.id, 2);
    expect(jobs.map((j) => j.kind)).toEqual(['kitchen', 'addition']);

    const claimed = await claim(shop, [printer.id]);
    expect(claimed.map((j) => j.kind)).toEqual(['kitchen', 'addition']);
    const kitchenText = decodeEscPos(Buffer.from(claimed[0]!.data, 'base64'));
    expect(kitchenText).toContain(`PEDIDO ${first.number}`);
    expect(kitchenText).toContain('2x Pizza de calabresa');
    expect(kitchenText).toContain('Obs.: sem cebola');
    expect(kitchenText).not.toContain('R$');
    const addition = decodeEscPos(Buffer.from(claimed[1]!.data, 'base64'));
    expect(addition).toContain('*** ADICIONAL ***');
    expect(addition).toContain('1x Suco de maracujá');
    expect(addition).not.toContain('Pizza');
    // The text form is the same ticket, for the browser's print view.
    expect(claimed[1]!.text).toContain('1x Suco de maracujá');
  });

  it('an order placed the moment after an automatic printer is added gets its kitchen ticket (issue 30)', async () => {
    const shop = await createShop(t.app);
    const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza', amount: 4000 });
    const pickup = { order_type_id: 2, customer_name: 'Ana', products: [{ id: pizza.id }] };
    // An order before any printer: the business prints nothing automatically (and may remember so).
    const before = orderOf(await api.place(shop.waiter, pickup));
    // The printers are read when an order's event is delivered (decision 0042): delivered before the printer comes.
    await t.app.events.deliverNow();
    const printer = await addPrinter(shop);
    const after = orderOf(await api.place(shop.waiter, pickup));
    expect((await jobsOf(after.id, 1)).map((j) => [j.kind, j.printerId])).toEqual([['kitchen', printer.id]]);
    expect(await jobsOf(before.id, 1)).toEqual([]);
    // Turned off and on again: the next order follows at once each time.
    await api.call(shop.user, 'PUT', `/businesses/${shop.business.id}/printer/${printer.id}`, { name: 'Cozinha', connection: 'network', host: '10.0.0.9', auto_print: false });
    const off = orderOf(await api.place(shop.waiter, pickup));
    // Delivered before printing is on again.
    await t.app.events.deliverNow();
    await api.call(shop.user, 'PUT', `/businesses/${shop.business.id}/printer/${printer.id}`, { name: 'Cozinha', connection: 'network', host: '10.0.0.9', auto_print: true });
    const on = orderOf(await api.place(shop.waiter, pickup));
    expect(await jobsOf(on.id, 1)).toHaveLength(1);
    expect(await jobsOf(off.id, 1)).toEqual([]);
  });

  it('a printer with categories gets only their items; a printer without automatic printing gets nothing', async () => {
    const shop = await createShop(t.app);
    const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza', amount: 4000 });
    const beer = await insertProduct(t.app, shop.business.id, { name: 'Cerveja', amount: 1200 });
    const bar = await addPrinter(shop, { name: 'Bar', category_ids: [beer.categoryId] });
    const manual = await addPrinter(shop, { name: 'Caixa', auto_print: false });
    const order = orderOf(await api.place(shop.user, { order_type_id: 2, customer_name: 'Ana', products: [{ id: pizza.id }, { id: beer.id, qty: 2 }] }));
    const [job] = await jobsOf(order.id, 1);
    expect(job!.printerId).toBe(bar.id);
    const [claimed] = await claim(shop, [bar.id, manual.id]);
    expect(claimed!.text).toContain('2x Cerveja');
    expect(claimed!.text).not.toContain('Pizza');
  });

  it('a pending order prints when accepted, not before; a canceled one sends CANCELADO where it printed', async () => {
    const shop = await createShop(t.app);
    const printer = await addPrinter(shop);
    const drink = await insertProduct(t.app, shop.business.id, { name: 'Guaraná', amount: 600 });
    const order = orderOf(await api.place(shop.user, { order_type_id: 2, customer_name: 'Ana', status: 'pending', products: [{ id: drink.id }] }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.app.db.select().from(printJobs).where(eq(printJobs.orderId, order.id))).toHaveLength(0);
    // With an Idempotency-Key, as the screens send: the action's own transaction holds the key, and the
    // printing waits for it to commit (on the embedded database it would otherwise wait forever).
    expect((await api.call(shop.user, 'PUT', `/orders/${order.id}/noted`, undefined, { 'idempotency-key': `accept-${order.id}` })).statusCode).toBe(200);
    expect((await jobsOf(order.id, 1)).map((j) => j.kind)).toEqual(['kitchen']);
    await api.call(shop.user, 'PUT', `/orders/${order.id}/cancel`, { reason: 'Cliente desistiu' }, { 'idempotency-key': `cancel-${order.id}` });
    const jobs = await jobsOf(order.id, 2);
    expect(jobs.map((j) => j.kind)).toEqual(['kitchen', 'cancel']);
    const claimed = await claim(shop, [printer.id]);
    expect(claimed[1]!.text).toContain('*** CANCELADO ***');
  });

  it('a printer that prints the receipt on payment prints it when the order is paid, once; one that does not, nothing (issue 34)', async () => {
    const shop = await createShop(t.app);
    const counter = await addPrinter(shop, { name: 'Caixa', prints_kitchen: false, prints_receipt: true, auto_print: false, receipt_on_payment: true });
    const other = await addPrinter(shop, { name: 'Outra', prints_kitchen: false, prints_receipt: true, auto_print: false });
    const drink = await insertProduct(t.app, shop.business.id, { name: 'Guaraná', amount: 600 });
    const order = orderOf(await api.place(shop.user, { order_type_id: 2, customer_name: 'Ana', payment_type: 'pix', products: [{ id: drink.id }] }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await t.app.db.select().from(printJobs).where(eq(printJobs.orderId, order.id))).toHaveLength(0);
    for (let i = 0; i < 2; i++) expect((await api.call(shop.user, 'PUT', `/orders/${order.id}/paid`, undefined, { 'idempotency-key': `paid-${order.id}-${i}` })).statusCode).toBe(200);
    const jobs = await jobsOf(order.id, 1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect((await jobsOf(order.id, 1)).map((j) => [j.kind, j.printerId])).toEqual([['receipt', counter.id]]);
    expect(jobs[0]!.printerId).not.toBe(other.id);
    const [receipt] = await claim(shop, [counter.id]);
    expect(receipt!.text).toMatch(/Pago/i);
  });
});

describe('claims and acknowledgements', () => {
  async function oneJob() {
    const shop = await createShop(t.app);
    const printer = await addPrinter(shop);
    const drink = await insertProduct(t.app, shop.business.id, { name: 'Água', amount: 400 });
    const order = orderOf(await api.place(shop.user, { order_type_id: 2, customer_name: 'Ana', products: [{ id: drink.id }] }));
    await jobsOf(order.id, 1);
    return { shop, printer, order };
  }

  it('a claimed job is held: nobody else gets it; printed is final and saying it twice changes nothing', async () => {
    const { shop, printer } = await oneJob();
    const [job] = await claim(shop, [printer.id]);
    expect(job).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await claim(shop, [printer.id], 'outro')).toEqual([]);
    const printed = await ack(shop, job!.id, { status: 'printed' });
    expect(printed.json().data).toMatchObject({ status: 'printed' });
    expect(printed.json().data.printed_at).not.toBeNull();
    const again = await ack(shop, job!.id, { status: 'printed', client: 'outro' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.printed_at).toBe(printed.json().data.printed_at);
    expect((await ack(shop, job!.id, { status: 'failed', error: 'papel' })).json().data.status).toBe('printed');
  });

  it('two clients claiming at the same moment never both get a job', async () => {
    const { shop, printer } = await oneJob();
    const [a, b] = await Promise.all([claim(shop, [printer.id], 'a'), claim(shop, [printer.id], 'b')]);
    expect(a.length + b.length).toBe(1);
  });

  it('a failure goes back to the queue after a pause; only the holder can report it; the last attempt fails for good', async () => {
    const { shop, printer } = await oneJob();
    const [job] = await claim(shop, [printer.id]);
    expect((await ack(shop, job!.id, { status: 'failed', client: 'outro' })).statusCode).toBe(409);
    const failed = await ack(shop, job!.id, { status: 'failed', error: 'Impressora desligada' });
    expect(failed.json().data).toMatchObject({ status: 'pending', error: 'Impressora desligada' });
    // Not due yet: the pause.
    expect(await claim(shop, [printer.id])).toEqual([]);
    await t.app.db.update(printJobs).set({ nextAttemptAt: new Date(Date.now() - 1000), attempts: MAX_PRINT_ATTEMPTS - 1 }).where(eq(printJobs.id, job!.id));
    const [retry] = await claim(shop, [printer.id]);
    expect(retry).toMatchObject({ id: job!.id, attempts: MAX_PRINT_ATTEMPTS });
    const last = await ack(shop, job!.id, { status: 'failed', error: 'Impressora desligada' });
    expect(last.json().data).toMatchObject({ status: 'failed' });
    expect(await claim(shop, [printer.id])).toEqual([]);
  });

  it('a job whose client went silent is offered again once its lease lapses', async () => {
    const { shop, printer } = await oneJob();
    const [job] = await claim(shop, [printer.id], 'morto');
    await t.app.db.update(printJobs).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(printJobs.id, job!.id));
    const [again] = await claim(shop, [printer.id], 'vivo');
    expect(again).toMatchObject({ id: job!.id, attempts: 2 });
  });

  it("another business's printers and jobs are out of reach", async () => {
    const { shop, printer } = await oneJob();
    const stranger = await createShop(t.app);
    expect(await claim(stranger, [printer.id])).toEqual([]);
    const [job] = await claim(shop, [printer.id]);
    expect((await ack(stranger, job!.id, { status: 'printed' })).statusCode).toBe(404);
    expect((await api.call(stranger.user, 'GET', `/businesses/${shop.business.id}/print-jobs`)).statusCode).toBe(404);
    // Several orders' jobs at once (a list's print states): never another business's.
    const theirs = orderOf(await api.place(stranger.user, { order_type_id: 2, customer_name: 'Bia', products: [{ id: (await insertProduct(t.app, stranger.business.id, { name: 'Suco', amount: 700 })).id }] }));
    const both = await api.call(shop.user, 'GET', `/businesses/${shop.business.id}/print-jobs?order_ids=${job!.order_id},${theirs.id}`);
    expect(both.json().data.map((j: { id: number }) => j.id)).toEqual([job!.id]);
    expect((await api.call(shop.user, 'GET', `/businesses/${shop.business.id}/print-jobs?order_ids=1,abc`)).statusCode).toBe(422);
  });
});

describe('printing by hand', () => {
  it('print-full reprints the kitchen ticket (REIMPRESSÃO) and the receipt; a retry with its key makes nothing new', async () => {
    const shop = await createShop(t.app);
    const printer = await addPrinter(shop, { prints_receipt: true, auto_print: false });
    const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza', amount: 4000 });
    const order = orderOf(await api.place(shop.user, { order_type_id: 2, customer_name: 'Ana', payment_type: 'pix', products: [{ id: pizza.id }] }));
    const headers = { 'idempotency-key': `print-${order.id}` };
    const first = await post(shop.user, `/orders/${order.id}/print-full`, {}, headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.map((j: Job) => [j.kind, j.reprint])).toEqual([
      ['kitchen', false],
      ['receipt', false],
    ]);
    const retry = await post(shop.user, `/orders/${order.id}/print-full`, {}, headers);
    expect(retry.json()).toEqual(first.json());
    const reprint = await post(shop.user, `/orders/${order.id}/print-full`, { printer_id: printer.id, what: 'kitchen' });
    expect(reprint.json().data.map((j: Job) => [j.kind, j.reprint])).toEqual([['kitchen', true]]);
    const claimed = await claim(shop, [printer.id]);
    expect(claimed).toHaveLength(3);
    expect(claimed[1]!.text).toContain('Não é documento fiscal');
    expect(claimed[2]!.text).toContain('REIMPRESSÃO');
    const listed = await api.call(shop.user, 'GET', `/businesses/${shop.business.id}/print-jobs?order_id=${order.id}`);
    expect(listed.json().data).toHaveLength(3);
  });

  it('with no printer that prints it: 422 with the way to add one', async () => {
    const shop = await createShop(t.app);
    const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza', amount: 4000 });
    const order = orderOf(await api.place(shop.user, { order_type_id: 2, customer_name: 'Ana', products: [{ id: pizza.id }] }));
    const res = await post(shop.user, `/orders/${order.id}/print-full`, { what: 'receipt' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Nenhuma impressora imprime isto. Cadastre uma em Configurações › Impressoras.');
    expect((await post(shop.user, `/orders/${order.id}/print-full`, { what: 'nada' })).statusCode).toBe(422);
  });

  it('print-tracking records a print made on the browser; the test page names the printer', async () => {
    const shop = await createShop(t.app);
    const printer = await addPrinter(shop, { paper_mm: 58, auto_print: false });
    const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza', amount: 4000 });
    const order = orderOf(await api.place(shop.user, { order_type_id: 2, customer_name: 'Ana', products: [{ id: pizza.id }] }));
    const local = await post(shop.user, `/orders/${order.id}/print-tracking`, { isLocalPrint: true });
    expect(local.statusCode).toBe(201);
    expect(local.json().data).toMatchObject({ kind: 'local', status: 'printed', printer_id: null });
    expect((await post(shop.user, `/orders/${order.id}/print-tracking`, { isLocalPrint: false })).statusCode).toBe(422);

    const test = await post(shop.user, `/businesses/${shop.business.id}/printer/${printer.id}/test`);
    expect(test.statusCode).toBe(201);
    const [claimed] = await claim(shop, [printer.id]);
    expect(claimed!.kind).toBe('test');
    expect(decodeEscPos(Buffer.from(claimed!.data, 'base64'))).toContain('Cozinha · 58 mm · 32');
  });

  it("print-preview gives the receipt or ticket as text at the paper's width, for the browser's dialog", async () => {
    const shop = await createShop(t.app);
    const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza de calabresa', amount: 4000 });
    const order = orderOf(await api.place(shop.user, { order_type_id: 2, customer_name: 'Ana', products: [{ id: pizza.id }] }));
    const receipt = await api.call(shop.user, 'GET', `/orders/${order.id}/print-preview`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().data).toMatchObject({ columns: 48, paper_mm: 80, width_px: 302 });
    expect(receipt.json().data.text).toContain('Não é documento fiscal');
    const ticket = (await api.call(shop.user, 'GET', `/orders/${order.id}/print-preview?what=kitchen&paper_mm=58`)).json().data;
    expect(ticket).toMatchObject({ columns: 32, width_px: 219 });
    expect(ticket.text).toContain('1x Pizza de calabresa');
    expect((await api.call(shop.user, 'GET', `/orders/${order.id}/print-preview?paper_mm=76`)).statusCode).toBe(422);
    const stranger = await createShop(t.app);
    expect((await api.call(stranger.user, 'GET', `/orders/${order.id}/print-preview`)).statusCode).toBe(404);
    expect((await api.call({ headers: {} }, 'GET', `/orders/${order.id}/print-preview`)).statusCode).toBe(401);
  });

  it('401, 403 for a user without the permissions, 404 for another business', async () => {
    const shop = await createShop(t.app);
    const printer = await addPrinter(shop, { auto_print: false });
    const pizza = await insertProduct(t.app, shop.business.id, { name: 'Pizza', amount: 4000 });
    const order = orderOf(await api.place(shop.user, { order_type_id: 2, customer_name: 'Ana', products: [{ id: pizza.id }] }));
    const nobody = await createUser(t.app);
    await addEmployee(t.app, shop.business, nobody, { permissions: [] });
    const stranger = await createShop(t.app);
    expect((await post({ headers: {} }, `/orders/${order.id}/print-full`)).statusCode).toBe(401);
    expect((await post(nobody, `/orders/${order.id}/print-full`)).statusCode).toBe(403);
    expect((await post(nobody, `/businesses/${shop.business.id}/print-jobs/claim`, { printer_ids: [printer.id], client: 'x' })).statusCode).toBe(403);
    expect((await post(shop.waiter, `/businesses/${shop.business.id}/printer/${printer.id}/test`)).statusCode).toBe(403);
    expect((await post(stranger.user, `/orders/${order.id}/print-full`)).statusCode).toBe(404);
    expect((await post(stranger.user, `/orders/${order.id}/print-tracking`, { isLocalPrint: true })).statusCode).toBe(404);
    expect((await post(stranger.user, `/businesses/${stranger.business.id}/printer/${printer.id}/test`)).statusCode).toBe(404);
    expect((await post(shop.user, `/orders/${order.id}/print-full`, { printer_id: 999999 })).statusCode).toBe(404);
  });

  it('junk bodies never answer 5xx', { timeout: JUNK_SWEEP_TIMEOUT }, async () => {
    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const shop = { user: owner, business } as unknown as Shop;
    const printer = await addPrinter(shop);
    expect(
      await junkFailures(
        t.app,
        [
          { method: 'POST', url: `/businesses/${business.id}/print-jobs/claim`, body: { printer_ids: [printer.id], client: 'x' } },
          { method: 'POST', url: `/print-jobs/1/ack`, body: { client: 'x', status: 'printed' } },
        ],
        owner.headers,
      ),
    ).toEqual([]);
  });
});

describe('QZ Tray signing', () => {
  it("one certificate per business, made once even when asked twice at the same moment; signatures verify with it", async () => {
    const shop = await createShop(t.app);
    const url = `/businesses/${shop.business.id}/qz/certificate`;
    const [a, b] = await Promise.all([api.call(shop.user, 'GET', url), api.call(shop.waiter, 'GET', url)]);
    expect(a.statusCode).toBe(200);
    expect(a.json().data.certificate).toBe(b.json().data.certificate);
    const certificate = new X509Certificate(a.json().data.certificate);
    expect(certificate.subject).toContain('Comanda');

    const toSign = 'f3a1c2e4b5d6a7980112233445566778899aabbccddeeff00112233445566778';
    const signed = await post(shop.user, `/businesses/${shop.business.id}/qz/sign`, { request: toSign });
    expect(signed.statusCode).toBe(200);
    const signature = signed.json().data.signature as string;
    expect(createVerify('RSA-SHA512').update(toSign).verify(certificate.publicKey, signature, 'base64')).toBe(true);
    expect(createVerify('RSA-SHA512').update(`${toSign}x`).verify(certificate.publicKey, signature, 'base64')).toBe(false);

    // Another business has its own certificate, which this signature does not match.
    const other = await createShop(t.app);
    const theirs = new X509Certificate((await api.call(other.user, 'GET', `/businesses/${other.business.id}/qz/certificate`)).json().data.certificate);
    expect(createVerify('RSA-SHA512').update(toSign).verify(theirs.publicKey, signature, 'base64')).toBe(false);
  });

  it('401, 403 without a printing permission, 404 for another business, 422 on a bad body; the key is never answered', async () => {
    const shop = await createShop(t.app);
    const nobody = await createUser(t.app);
    await addEmployee(t.app, shop.business, nobody, { permissions: [] });
    const stranger = await createShop(t.app);
    const url = `/businesses/${shop.business.id}/qz/sign`;
    expect((await post({ headers: {} }, url, { request: 'x' })).statusCode).toBe(401);
    expect((await post(nobody, url, { request: 'x' })).statusCode).toBe(403);
    expect((await post(stranger.user, url, { request: 'x' })).statusCode).toBe(404);
    expect((await post(shop.user, url, { request: '' })).statusCode).toBe(422);
    expect((await post(shop.user, url, { request: 'x'.repeat(5000) })).statusCode).toBe(422);
    const certificate = await api.call(shop.user, 'GET', `/businesses/${shop.business.id}/qz/certificate`);
    expect(certificate.body).not.toContain('PRIVATE KEY');
  });
});
