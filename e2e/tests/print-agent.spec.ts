import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createOwnerViaApi } from './support';
import { apiWithToken, openStorefront, saveGeneralSettings, type Api } from './pdv-support';

// Issue 17, "Must show" 2: the print agent (apps/print-agent, run as the shop would run it) against a
// fake network printer (a TCP server on a loopback port that collects what it receives). No browser:
// automatic printing of a new order; the printer down for 10 seconds, then printed exactly once; the
// agent restarted mid-queue, nothing lost and nothing doubled; killed mid-queue, nothing lost.
// Issue 33, "Must show" 4: a public-menu order accepted by the server prints once, no browser open.

const AGENT = path.resolve(import.meta.dirname, '../../apps/print-agent/bin/comanda-print-agent.mjs');

/** A network receipt printer: every connection is one print, kept as text (ESC/POS's ASCII shows through). */
class FakePrinter {
  prints: string[] = [];
  private server: net.Server | null = null;
  constructor(public port = 0) {}

  async start(): Promise<void> {
    this.server = net.createServer((socket) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => this.prints.push(Buffer.concat(chunks).toString('latin1')));
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server!.address() as net.AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  ticketsOf(number: number): number {
    return this.prints.filter((text) => new RegExp(`PEDIDO ${number}\\b`).test(text)).length;
  }
}

type Shop = { api: Api; productId: number; token: string };

async function shopWithPrinter(request: APIRequestContext, printer: FakePrinter, name: string): Promise<Shop> {
  const { token: session } = await createOwnerViaApi(request, name);
  const api = await apiWithToken(request, session);
  const category = (await (await request.post('/api/v1/menu/categories', { headers: api.headers, data: { name: 'Lanches' } })).json()) as { data: { id: number } };
  const product = (await (await request.post('/api/v1/products', { headers: api.headers, data: { category_id: category.data.id, name: 'Misto quente', amount: 1490 } })).json()) as { data: { id: number } };
  const added = await request.post(`/api/v1/businesses/${api.businessId}/printer`, {
    headers: api.headers,
    data: { name: 'Cozinha', connection: 'network', host: '127.0.0.1', port: printer.port, paper_mm: 80, prints_kitchen: true, auto_print: true },
  });
  expect(added.status(), await added.text()).toBe(201);
  const device = await request.post(`/api/v1/businesses/${api.businessId}/print-devices`, { headers: api.headers, data: { name: 'PC da cozinha' } });
  expect(device.status(), await device.text()).toBe(201);
  return { api, productId: product.data.id, token: ((await device.json()) as { data: { token: string } }).data.token };
}

async function placeOrder(request: APIRequestContext, shop: Shop): Promise<number> {
  const res = await request.post('/api/v1/orders', { headers: shop.api.headers, data: { order_type_id: 2, customer_name: 'Cliente', products: [{ id: shop.productId }] } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { number: number } }).data.number;
}

// What the agents of the running test printed to their console: attached to a failed test, it says
// what the agent saw (a refused printer, a failed call, nothing at all).
let agentOutput: string[] = [];
test.beforeEach(() => {
  agentOutput = [];
});
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from this pattern.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('print-agent output', { body: agentOutput.join(''), contentType: 'text/plain' });
});

function startAgent(baseURL: string, shop: Shop, journal: string): ChildProcess {
  const agent = spawn(process.execPath, [AGENT, '--url', baseURL, '--token', shop.token, '--journal', journal, '--name', 'agente-teste'], {
    env: { ...process.env, COMANDA_AGENT_POLL_MS: '500' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = agentOutput;
  agent.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  agent.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return agent;
}

/** Waits until the agent has called the server (its device's last contact is set): the process is up. */
async function agentOnline(request: APIRequestContext, shop: Shop): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/businesses/${shop.api.businessId}/print-devices`, { headers: shop.api.headers });
        return ((await res.json()) as { data: { last_seen_at: string | null }[] }).data[0]?.last_seen_at ?? null;
      },
      { timeout: 30_000, message: 'the agent process never reached the server' },
    )
    .not.toBeNull();
}

const journalFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-agent-')), 'journal.json');
const stopped = (agent: ChildProcess) => new Promise((resolve) => (agent.exitCode !== null ? resolve(null) : agent.once('exit', resolve)));

test('a new order prints by itself on the network printer, with no browser open', async ({ request, baseURL }) => {
  const printer = new FakePrinter();
  await printer.start();
  const shop = await shopWithPrinter(request, printer, 'Lanchonete do Agente');
  const agent = startAgent(baseURL!, shop, journalFile());
  try {
    // A cold start of the agent (Node and its TypeScript) is not what this measures.
    await agentOnline(request, shop);
    const number = await placeOrder(request, shop);
    await expect.poll(() => printer.ticketsOf(number), { timeout: 15_000 }).toBe(1);
    expect(printer.prints.find((text) => text.includes(`PEDIDO ${number}`))).toContain('1x Misto quente');
  } finally {
    agent.kill('SIGTERM');
    await stopped(agent);
    await printer.stop();
  }
});

test('a public-menu order accepted automatically prints once, with no browser open, however often the phone sends it', async ({ request, baseURL }) => {
  const printer = new FakePrinter();
  await printer.start();
  const shop = await shopWithPrinter(request, printer, 'Lanchonete da Loja');
  const slug = `lanchonete-loja-${Date.now()}`;
  await openStorefront(request, shop.api, slug);
  await saveGeneralSettings(request, shop.api, { auto_accept_orders: true });
  const agent = startAgent(baseURL!, shop, journalFile());
  try {
    await agentOnline(request, shop);
    // Flaky 4G: the phone sends its checkout five times at once, with its one Idempotency-Key.
    const key = randomUUID();
    const cart = { order_type_id: 2, customer_name: 'Bia Souza', customer_whatsapp: '(11) 97777-1234', payment_type: 'money', products: [{ id: shop.productId, qty: 1, items: [] }] };
    const sends = await Promise.all(Array.from({ length: 5 }, () => request.post(`/api/v1/storefront/${slug}/orders`, { headers: { 'idempotency-key': key }, data: cart })));
    const answers = (await Promise.all(sends.map(async (res) => ({ status: res.status(), body: (await res.json()) as { data: { number: number; status: string } } }))));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    const { number, status } = answers[0]!.body.data;
    expect(new Set(answers.map((a) => a.body.data.number))).toEqual(new Set([number]));
    expect(status).toBe('noted'); // accepted by the server: not left pending for a screen
    await expect.poll(() => printer.ticketsOf(number), { timeout: 15_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(printer.ticketsOf(number)).toBe(1);
    expect(printer.prints.find((text) => text.includes(`PEDIDO ${number}`))).toContain('1x Misto quente');
  } finally {
    agent.kill('SIGTERM');
    await stopped(agent);
    await printer.stop();
  }
});

test('the printer down for 10 seconds: the ticket is retried and printed exactly once when it is back', async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const printer = new FakePrinter();
  await printer.start();
  const shop = await shopWithPrinter(request, printer, 'Lanchonete Sem Papel');
  await printer.stop(); // switched off: connections are refused
  const agent = startAgent(baseURL!, shop, journalFile());
  try {
    const number = await placeOrder(request, shop);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    expect(printer.ticketsOf(number)).toBe(0);
    await printer.start(); // back, on the same port
    await expect.poll(() => printer.ticketsOf(number), { timeout: 45_000, intervals: [500] }).toBe(1);
    // And not again later.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(printer.ticketsOf(number)).toBe(1);
    const jobs = (await (await request.get(`/api/v1/businesses/${shop.api.businessId}/print-jobs`, { headers: shop.api.headers })).json()) as { data: { status: string; attempts: number }[] };
    expect(jobs.data[0]).toMatchObject({ status: 'printed' });
    expect(jobs.data[0]!.attempts).toBeGreaterThan(1);
  } finally {
    agent.kill('SIGTERM');
    await stopped(agent);
    await printer.stop();
  }
});

/** Six orders queued while no agent runs; an agent starts and is stopped by `signal` once two tickets are out; another starts. */
async function interruptedQueue(request: APIRequestContext, baseURL: string, name: string, signal: NodeJS.Signals) {
  const printer = new FakePrinter();
  await printer.start();
  const shop = await shopWithPrinter(request, printer, name);
  const journal = journalFile();
  const numbers: number[] = [];
  for (let i = 0; i < 6; i++) numbers.push(await placeOrder(request, shop));

  const first = startAgent(baseURL, shop, journal);
  await expect.poll(() => printer.prints.length, { timeout: 15_000, intervals: [20] }).toBeGreaterThanOrEqual(2);
  first.kill(signal);
  await stopped(first);
  expect(printer.prints.length).toBeLessThan(6);
  const second = startAgent(baseURL, shop, journal);
  return { printer, numbers, second };
}

test('the agent restarted mid-queue: every ticket printed exactly once, none lost', async ({ request, baseURL }) => {
  test.setTimeout(60_000);
  // A restart (a service stop, Ctrl+C): the agent finishes the ticket in hand, and the next one picks
  // up the rest once the stopped agent's claims lapse (30 s at the most).
  const { printer, numbers, second } = await interruptedQueue(request, baseURL!, 'Lanchonete Reiniciada', 'SIGTERM');
  try {
    await expect.poll(() => numbers.map((n) => printer.ticketsOf(n)), { timeout: 45_000, intervals: [500] }).toEqual([1, 1, 1, 1, 1, 1]);
  } finally {
    second.kill('SIGTERM');
    await stopped(second);
    await printer.stop();
  }
});

test('the agent killed mid-queue: every ticket printed, none lost; only the one it was writing may come out twice', async ({ request, baseURL }) => {
  test.setTimeout(60_000);
  // A crash (SIGKILL) can land between the printer taking a ticket's bytes and the agent writing that
  // down: that one ticket cannot be known printed and is printed again. Every other is printed once.
  const { printer, numbers, second } = await interruptedQueue(request, baseURL!, 'Lanchonete Derrubada', 'SIGKILL');
  try {
    await expect.poll(() => numbers.every((n) => printer.ticketsOf(n) >= 1), { timeout: 45_000, intervals: [500] }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const counts = numbers.map((n) => printer.ticketsOf(n));
    expect(counts.every((count) => count === 1 || count === 2)).toBe(true);
    expect(counts.filter((count) => count === 2).length).toBeLessThanOrEqual(1);
  } finally {
    second.kill('SIGTERM');
    await stopped(second);
    await printer.stop();
  }
});
