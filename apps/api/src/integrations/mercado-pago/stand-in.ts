import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mercadoPagoSignatureHeader } from './signature';

/*
 * A local stand-in for Mercado Pago's webhook side (DESIGN.md "Providers"; INTEGRATIONS.md). It
 * notifies the way Mercado Pago does: POST <notification_url>?data.id=<id>&type=<type> with the JSON
 * body `{id, live_mode, type, date_created, user_id, api_version, action, data: {id}}`, a fresh
 * `x-request-id` per request and `x-signature: ts=<seconds>,v1=<HMAC-SHA256 of the manifest>`
 * made with the application's secret. Anything but a 2xx (or no answer within the time-out) is
 * retried, after `retryDelaysMs` (Mercado Pago waits minutes, then hours; tests wait milliseconds),
 * with the same notification id. deliverAll sends a batch with duplicates, in shuffled order,
 * as Mercado Pago may. Its HTTP server answers GET /v1/payments/:id (the re-read a handler makes),
 * GET /v1/payments/search?external_reference= (the reconciliation's),
 * GET /users/me (the account a token opens: "testar conexão"; a token not shaped as Mercado Pago's is
 * refused) and POST /__stand-in/payments, which sets a payment and notifies it (journeys, `npm start`).
 */

/** The webhook secret the stand-in signs with under `npm start`: what a restaurant connects with on a developer's machine. */
export const LOCAL_WEBHOOK_SECRET = 'comanda-local-webhook-secret';

export interface StandInPayment {
  id: string;
  status: string;
  external_reference: string | null;
  transaction_amount: number;
}

export interface MercadoPagoNotice {
  /** The notification's id: the same on every retry and duplicate of it. */
  id: number;
  type: string;
  action: string;
  dataId: string;
}

export interface DeliveryAttempt {
  noticeId: number;
  attempt: number;
  /** The HTTP status, or null when the request failed or timed out. */
  status: number | null;
  ms: number;
}

export interface DeliverOptions {
  url?: string;
  /** Sign with another secret (a forged or misconfigured delivery). */
  secret?: string;
}

export interface MercadoPagoStandInOptions {
  secret: string;
  /** Where notifications go unless a call says otherwise. */
  notificationUrl?: string;
  /** The waits before each retry; their count is the number of retries. */
  retryDelaysMs?: readonly number[];
  /** Mercado Pago waits 22 s for an answer. */
  timeoutMs?: number;
  /** How long a payment's re-read (GET /v1/payments/:id) takes to answer: a slow provider. */
  paymentReadDelayMs?: number;
  /** Where it listens; any free port by default (the journeys' server fixes one, to tell the API). */
  port?: number;
  /** Well-formed tokens it refuses anyway (a revoked token). */
  refusedTokens?: readonly string[];
}

export interface MercadoPagoStandIn {
  /** The stand-in's API (GET /v1/payments/:id). */
  baseUrl: string;
  /** Every request it made, in order. */
  attempts: DeliveryAttempt[];
  /** Every refund it made (a retry with the same idempotency key makes none). */
  refunds: readonly StandInRefund[];
  setPayment(payment: StandInPayment): void;
  /** A new notification about `dataId` (a new notification id). */
  notice(dataId: string, options?: { type?: string; action?: string }): MercadoPagoNotice;
  /** Sends one notification until it is answered 2xx or its retries are spent; returns the last status. */
  deliver(notice: MercadoPagoNotice, options?: DeliverOptions): Promise<number | null>;
  /**
   * Sends each notice, plus `duplicates` more copies of notices picked at random (one may be sent
   * three times), all in shuffled order, `concurrency` at a time; the statuses in sending order.
   */
  deliverAll(notices: readonly MercadoPagoNotice[], options?: DeliverOptions & { duplicates?: number; concurrency?: number; seed?: number }): Promise<(number | null)[]>;
  close(): Promise<void>;
}

/** A small seeded generator (mulberry32), so that a shuffled run can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A refund as Mercado Pago answers it. */
export interface StandInRefund {
  id: number;
  payment_id: number;
  amount: number;
  status: string;
}

/** A Checkout Pro preference as the stand-in keeps it (the fields Comanda sends). */
interface StandInPreference {
  id: string;
  items: { id?: string; title: string; quantity: number; unit_price: number; currency_id?: string }[];
  external_reference?: string;
  notification_url?: string;
  back_urls?: { success?: string; failure?: string; pending?: string };
}

const preferenceTotal = (preference: StandInPreference) => Math.round(preference.items.reduce((sum, item) => sum + item.quantity * item.unit_price * 100, 0)) / 100;

/** Mercado Pago's tokens: TEST-… or APP_USR-…, then the application, a date, a hash and the user id. */
const TOKEN_SHAPE = /^Bearer ((?:TEST|APP_USR)-\d+-\d{6}-[0-9a-f]{32}-(\d+))$/;

/** Reads the body, then runs `then`; a body it cannot read (bad JSON) is answered 400, as Mercado Pago would. */
function readBody(req: http.IncomingMessage, res: http.ServerResponse, then: (text: string) => void) {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  req.on('end', () => {
    try {
      then(text);
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'bad request', error: 'bad_request', status: 400, cause: [] }));
    }
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The hosted checkout, as a customer meets it: the order's amount and the outcomes a real payment may have. */
function checkoutPage(preference: StandInPreference): string {
  const total = preferenceTotal(preference).toFixed(2).replace('.', ',');
  const button = (status: string, label: string) =>
    `<form method="post" action="/__stand-in/checkout/pay"><input type="hidden" name="pref_id" value="${escapeHtml(preference.id)}"><input type="hidden" name="status" value="${status}"><button type="submit" data-status="${status}">${label}</button></form>`;
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mercado Pago (simulação local)</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:40px auto;padding:0 16px;color:#1f2937}h1{font-size:20px}button{display:block;width:100%;margin:8px 0;padding:14px;border:0;border-radius:8px;font-size:16px;cursor:pointer;background:#009ee3;color:#fff}button[data-status=rejected]{background:#e5e7eb;color:#1f2937}</style></head>
<body><h1>Mercado Pago — simulação local</h1><p>${preference.items.map((item) => escapeHtml(item.title)).join(', ')}</p><p><strong>R$ ${total}</strong></p>
${button('approved', 'Pagar (aprovado)')}${button('pending', 'Pagar (pendente)')}${button('rejected', 'Pagar (recusado)')}</body></html>`;
}

export async function startMercadoPagoStandIn(options: MercadoPagoStandInOptions): Promise<MercadoPagoStandIn> {
  const payments = new Map<string, StandInPayment>();
  const preferences = new Map<string, StandInPreference>();
  /** Refunds made, in order, and by their idempotency key (a retry with the key answers the same one). */
  const refunds: StandInRefund[] = [];
  const refundsByKey = new Map<string, StandInRefund>();
  /** Where each payment made on a preference's page is notified: the preference's notification_url. */
  const paymentUrls = new Map<string, string>();
  const preferenceByKey = new Map<string, StandInPreference>();
  const validToken = (authorization: string | undefined) => {
    const token = TOKEN_SHAPE.exec(authorization ?? '');
    return token !== null && !options.refusedTokens?.includes(token[1]!);
  };
  const preferenceAnswer = (preference: StandInPreference) => ({
    id: preference.id,
    init_point: `${stand.baseUrl}/checkout/v1/redirect?pref_id=${encodeURIComponent(preference.id)}`,
    sandbox_init_point: `${stand.baseUrl}/checkout/v1/redirect?pref_id=${encodeURIComponent(preference.id)}`,
    external_reference: preference.external_reference,
  });
  const attempts: DeliveryAttempt[] = [];
  const retryDelays = options.retryDelaysMs ?? [50, 100, 200];
  const timeoutMs = options.timeoutMs ?? 22_000;
  let nextNoticeId = 100_000 + Math.floor(Math.random() * 1_000_000);

  async function send(notice: MercadoPagoNotice, attempt: number, url: string, secret: string): Promise<number | null> {
    const requestId = randomUUID();
    const ts = String(Math.floor(Date.now() / 1000));
    const target = new URL(url);
    target.searchParams.set('data.id', notice.dataId);
    target.searchParams.set('type', notice.type);
    const body = {
      id: notice.id,
      live_mode: false,
      type: notice.type,
      date_created: new Date().toISOString(),
      user_id: 1_234_567,
      api_version: 'v1',
      action: notice.action,
      data: { id: notice.dataId },
    };
    const started = performance.now();
    let status: number | null;
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': `MercadoPago WebHook v1.0 ${notice.type}`,
          'x-request-id': requestId,
          'x-signature': mercadoPagoSignatureHeader(secret, { dataId: notice.dataId, requestId, ts }),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = null;
    }
    attempts.push({ noticeId: notice.id, attempt, status, ms: performance.now() - started });
    return status;
  }

  async function deliver(notice: MercadoPagoNotice, deliverOptions: DeliverOptions = {}): Promise<number | null> {
    const url = deliverOptions.url ?? options.notificationUrl;
    if (!url) throw new Error('the stand-in has no notification URL');
    const secret = deliverOptions.secret ?? options.secret;
    let status = await send(notice, 1, url, secret);
    for (let i = 0; i < retryDelays.length && (status === null || status < 200 || status > 299); i++) {
      await new Promise((resolve) => setTimeout(resolve, retryDelays[i]));
      status = await send(notice, i + 2, url, secret);
    }
    return status;
  }

  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'GET' && req.url === '/users/me') {
      if (!validToken(req.headers.authorization)) return answer(401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
      const userId = TOKEN_SHAPE.exec(req.headers.authorization!)![2]!;
      return answer(200, { id: Number(userId), nickname: `TESTE${userId}`, site_id: 'MLB', country_id: 'BR' });
    }
    const refund = /^\/v1\/payments\/([^/?]+)\/refunds\/?$/.exec(new URL(req.url ?? '/', 'http://stand-in').pathname);
    if (req.method === 'POST' && refund) {
      if (!req.headers.authorization?.startsWith('Bearer ')) return answer(401, { message: 'unauthorized', status: 401 });
      // Mercado Pago requires the key on refunds; the same key answers the same refund.
      const key = req.headers['x-idempotency-key'];
      if (typeof key !== 'string' || key === '') return answer(400, { message: 'X-Idempotency-Key header is required', error: 'bad_request', status: 400, cause: [] });
      return readBody(req, res, (text) => {
        const known = refundsByKey.get(key);
        if (known) return answer(201, known);
        const paid = payments.get(decodeURIComponent(refund[1]!));
        if (!paid) return answer(404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
        if (paid.status !== 'approved') return answer(400, { message: `Payment in status ${paid.status} cannot be refunded`, error: 'bad_request', status: 400, cause: [] });
        const asked = text ? (JSON.parse(text) as { amount?: number }).amount : undefined;
        const made = { id: Math.floor(1_000_000_000 + Math.random() * 8_999_999_999), payment_id: Number(paid.id), amount: asked ?? paid.transaction_amount, status: 'approved', source: { type: 'collector' } };
        refundsByKey.set(key, made);
        refunds.push(made);
        if (asked === undefined || asked >= paid.transaction_amount) paid.status = 'refunded';
        answer(201, made);
      });
    }
    const searched = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'GET' && searched.pathname === '/v1/payments/search') {
      if (!req.headers.authorization?.startsWith('Bearer ')) return answer(401, { message: 'unauthorized', status: 401 });
      const reference = searched.searchParams.get('external_reference');
      const results = [...payments.values()].filter((p) => reference !== null && p.external_reference === reference).reverse();
      return answer(200, { paging: { total: results.length, limit: 30, offset: 0 }, results });
    }
    const payment = /^\/v1\/payments\/([^/?]+)/.exec(req.url ?? '');
    if (req.method === 'GET' && payment) {
      if (!req.headers.authorization?.startsWith('Bearer ')) return answer(401, { message: 'unauthorized', status: 401 });
      const found = payments.get(decodeURIComponent(payment[1]!));
      const reply = () => (found ? answer(200, found) : answer(404, { message: 'Payment not found', error: 'not_found', status: 404 }));
      if (options.paymentReadDelayMs) return void setTimeout(reply, options.paymentReadDelayMs);
      return reply();
    }
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method === 'POST' && (url.pathname === '/checkout/preferences' || url.pathname === '/checkout/preferences/')) {
      if (!validToken(req.headers.authorization)) return answer(401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
      return readBody(req, res, (text) => {
        const key = req.headers['x-idempotency-key'];
        const known = typeof key === 'string' ? preferenceByKey.get(key) : undefined;
        if (known) return answer(201, preferenceAnswer(known));
        const body = JSON.parse(text) as Omit<StandInPreference, 'id'>;
        if (!Array.isArray(body.items) || body.items.length === 0) return answer(400, { message: 'items needed', error: 'bad_request', status: 400, cause: [] });
        const preference: StandInPreference = { ...body, id: `${1_234_567}-${randomUUID()}` };
        preferences.set(preference.id, preference);
        if (typeof key === 'string') preferenceByKey.set(key, preference);
        answer(201, preferenceAnswer(preference));
      });
    }
    if (req.method === 'GET' && url.pathname === '/checkout/v1/redirect') {
      const preference = preferences.get(url.searchParams.get('pref_id') ?? '');
      if (!preference) return answer(404, { message: 'preference not found', status: 404 });
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(checkoutPage(preference));
    }
    if (req.method === 'POST' && url.pathname === '/__stand-in/checkout/pay') {
      return readBody(req, res, (text) => {
        const form = new URLSearchParams(text);
        const preference = preferences.get(form.get('pref_id') ?? '');
        const status = form.get('status');
        if (!preference || (status !== 'approved' && status !== 'pending' && status !== 'rejected')) return answer(400, { message: 'bad payment', status: 400 });
        const payment: StandInPayment = {
          id: String(Math.floor(10_000_000_000 + Math.random() * 89_999_999_999)),
          status,
          external_reference: preference.external_reference ?? null,
          transaction_amount: preferenceTotal(preference),
        };
        payments.set(payment.id, payment);
        if (preference.notification_url) paymentUrls.set(payment.id, preference.notification_url);
        void deliver(stand.notice(payment.id, { action: 'payment.created' }), { url: paymentUrls.get(payment.id) });
        const back = new URL(preference.back_urls?.[status === 'approved' ? 'success' : status === 'pending' ? 'pending' : 'failure'] ?? '/');
        const query = { collection_id: payment.id, collection_status: status, payment_id: payment.id, status, external_reference: payment.external_reference ?? '', payment_type: 'credit_card', merchant_order_id: '0', preference_id: preference.id };
        for (const [name, value] of Object.entries(query)) back.searchParams.set(name, value);
        res.writeHead(303, { location: back.toString() }).end();
      });
    }
    if (req.method === 'POST' && req.url === '/__stand-in/payments') {
      return readBody(req, res, (text) => {
        const set = JSON.parse(text) as StandInPayment;
        const action = payments.has(set.id) ? 'payment.updated' : 'payment.created';
        payments.set(set.id, set);
        const notice = stand.notice(set.id, { action });
        // A payment of a preference is notified where that preference said (the restaurant's address).
        void deliver(notice, { url: paymentUrls.get(set.id) });
        answer(202, { notification_id: notice.id });
      });
      return;
    }
    answer(404, { message: 'not found', status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));

  const stand: MercadoPagoStandIn = {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    attempts,
    refunds,
    setPayment: (payment) => void payments.set(payment.id, payment),
    notice: (dataId, { type = 'payment', action = 'payment.updated' } = {}) => ({ id: nextNoticeId++, type, action, dataId }),
    deliver,
    async deliverAll(notices, { duplicates = 0, concurrency = 10, seed = 1, ...deliverOptions } = {}) {
      const random = seededRandom(seed);
      const queue = [...notices, ...Array.from({ length: notices.length ? duplicates : 0 }, () => notices[Math.floor(random() * notices.length)]!)];
      for (let i = queue.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [queue[i], queue[j]] = [queue[j]!, queue[i]!];
      }
      const statuses: (number | null)[] = new Array<number | null>(queue.length).fill(null);
      let next = 0;
      const worker = async () => {
        while (next < queue.length) {
          const index = next++;
          statuses[index] = await deliver(queue[index]!, deliverOptions);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
      return statuses;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return stand;
}
