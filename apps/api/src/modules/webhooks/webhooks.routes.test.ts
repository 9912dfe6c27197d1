import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, webhookEvents } from '../../db/schema/index';
import { mercadoPagoSignatureHeader } from '../../integrations/mercado-pago/signature';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';

// Issue 32: POST /api/v1/webhooks/:provider — verify, store once, enqueue, answer fast (decision 0041).

const SECRET = 'mp-webhook-secret';
let t: TestApp;
/** Statements that stored verified deliveries (webhook-inbox.ts writes a batch in one). */
let inboxWrites = 0;
beforeAll(async () => {
  t = await createTestApp(
    { MERCADO_PAGO_WEBHOOK_SECRET: SECRET, RATE_LIMIT_WEBHOOKS_PER_MINUTE: '200' },
    { onQuery: (query) => void (query.includes('insert into webhook_events') && (inboxWrites += 1)) },
  );
});
afterAll(async () => t.close());

let nextId = 5000;
function notification(paymentId = String(nextId + 1)) {
  return { id: nextId++, live_mode: false, type: 'payment', date_created: '2026-01-10T10:00:00.000-03:00', user_id: 44, api_version: 'v1', action: 'payment.updated', data: { id: paymentId } };
}

/** A delivery as Mercado Pago makes it: data.id in the query, signed with `secret`. */
function signed(body: ReturnType<typeof notification> & Record<string, unknown>, { secret = SECRET, headers = {} as Record<string, string> } = {}) {
  const requestId = randomUUID();
  const ts = String(Math.floor(Date.now() / 1000));
  return {
    method: 'POST' as const,
    url: `/api/v1/webhooks/mercado-pago?data.id=${body.data.id}&type=payment`,
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': mercadoPagoSignatureHeader(secret, { dataId: body.data.id, requestId, ts }), ...headers },
    payload: JSON.stringify(body),
  };
}

const eventRows = (eventId: string) => t.app.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
const jobsFor = (rowId: number) => t.app.db.select().from(jobs).where(and(eq(jobs.name, 'process-webhook-event'), eq(jobs.dedupKey, String(rowId))));

describe('POST /api/v1/webhooks/mercado-pago', () => {
  it('stores a signed delivery with its processing job and answers 200; a duplicate answers 200 and adds nothing', async () => {
    const body = notification();
    const first = await t.app.inject(signed(body));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { status: 'received' } });
    const [row, ...others] = await eventRows(String(body.id));
    expect(others).toEqual([]);
    expect(row).toMatchObject({ provider: 'mercado-pago', eventType: 'payment', signatureOk: true, status: 'received', rawBody: JSON.stringify(body) });
    const sent = signed(body).headers;
    expect(Object.keys(row!.headers).sort()).toEqual(['content-type', 'user-agent', 'x-request-id', 'x-signature']);
    expect(row!.headers['content-type']).toBe(sent['content-type']);
    expect(await jobsFor(row!.id)).toHaveLength(1);

    // Mercado Pago's retry: same notification, new request id and timestamp.
    const again = await t.app.inject(signed(body));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { status: 'duplicate' } });
    expect(await eventRows(String(body.id))).toHaveLength(1);
    expect(await jobsFor(row!.id)).toHaveLength(1);
  });

  it('stores the deliveries of a burst together, a copy sent in the same burst once, and answers each after its write', async () => {
    const bodies = Array.from({ length: 20 }, () => notification());
    const copied = bodies[3]!;
    const writesBefore = inboxWrites;
    const answers = await Promise.all([...bodies, copied, copied, copied].map((body) => t.app.inject(signed(body))));
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const statuses = answers.map((res) => (res.json() as { data: { status: string } }).data.status);
    expect(statuses.filter((status) => status === 'received')).toHaveLength(20);
    expect(statuses.filter((status) => status === 'duplicate')).toHaveLength(3);
    // Group commit: far fewer statements than deliveries.
    expect(inboxWrites - writesBefore).toBeLessThan(10);
    for (const body of bodies) {
      const rows = await eventRows(String(body.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.rawBody).toBe(JSON.stringify(body));
      expect(await jobsFor(rows[0]!.id)).toHaveLength(1);
    }
  });

  it('a delivery the database refuses fails alone: the rest of its burst is stored', async () => {
    const bodies = Array.from({ length: 6 }, () => notification());
    const poisoned = notification();
    // A real refusal by the database for that one event id, whatever the batch it is written in.
    await t.app.db.execute(sql.raw(`ALTER TABLE webhook_events ADD CONSTRAINT test_poison CHECK (event_id <> '${poisoned.id}')`));
    try {
      const answers = await Promise.all([...bodies, poisoned].map((body) => t.app.inject(signed(body))));
      expect(answers.slice(0, 6).map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(answers[6]!.statusCode).not.toBe(200);
      for (const body of bodies) expect(await eventRows(String(body.id))).toHaveLength(1);
      expect(await eventRows(String(poisoned.id))).toEqual([]);
    } finally {
      await t.app.db.execute(sql.raw('ALTER TABLE webhook_events DROP CONSTRAINT test_poison'));
    }
  });

  it('a signed delivery with a NUL in its type or id is refused with 422, never a 500', async () => {
    for (const body of [{ ...notification(), type: 'pay\u0000ment' }, { ...notification(), action: 'payment.\u0000' }]) {
      const res = await t.app.inject(signed(body));
      expect(res.statusCode).toBe(422);
      expect(await eventRows(String(body.id))).toEqual([]);
    }
  });

  it('answers 401 to a bad or missing signature, keeps the delivery for audit, and queues nothing', async () => {
    for (const request of [
      signed(notification(), { secret: 'not-the-secret' }),
      { ...signed(notification()), headers: { 'content-type': 'application/json', 'x-request-id': 'r-1' } },
      // A signature for another payment: data.id is what the signature covers.
      (() => {
        const body = notification('777');
        const good = signed(body);
        return { ...good, url: good.url.replace('data.id=777', 'data.id=778'), payload: JSON.stringify({ ...body, data: { id: '778' } }) };
      })(),
    ]) {
      const eventId = String((JSON.parse(request.payload) as { id: number }).id);
      const res = await t.app.inject({ ...request, headers: { ...request.headers, 'accept-language': 'en' } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Missing or invalid webhook signature.' });
      const [row] = await eventRows(eventId);
      expect(row).toMatchObject({ signatureOk: false, status: 'rejected', processedAt: null });
      expect(await jobsFor(row!.id)).toEqual([]);
    }
  });

  it('keeps only the first 4 KB of a refused body', async () => {
    const body = { ...notification(), padding: 'x'.repeat(10_000) };
    const res = await t.app.inject(signed(body, { secret: 'forged' }));
    expect(res.statusCode).toBe(401);
    const [row] = await eventRows(String(body.id));
    expect(row!.rawBody).toBe(JSON.stringify(body).slice(0, 4096));
  });

  it('a forged delivery does not take a real event id: the signed one that follows is stored and queued', async () => {
    const body = notification();
    expect((await t.app.inject(signed(body, { secret: 'forged' }))).statusCode).toBe(401);
    const real = await t.app.inject(signed(body));
    expect(real.json()).toEqual({ data: { status: 'received' } });
    const rows = await eventRows(String(body.id));
    expect(rows.map((r) => r.signatureOk).sort()).toEqual([false, true]);
  });

  it('refuses a signed body that is not a notification, or names another resource than the signed one (422)', async () => {
    const body = notification();
    const res = await t.app.inject({ ...signed(body), payload: JSON.stringify({ ...body, id: undefined }) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'O corpo do webhook não é uma notificação deste provedor.', errors: { body: ['O corpo do webhook não é uma notificação deste provedor.'] } });
    const other = signed(body);
    const swapped = await t.app.inject({ ...other, payload: JSON.stringify({ ...body, data: { id: 'someone-else' } }) });
    expect(swapped.statusCode).toBe(422);
    expect(await eventRows(String(body.id))).toEqual([]);
  });

  it('answers 400, never 500, to malformed JSON and to JSON nested 20,000 levels deep', async () => {
    const base = signed(notification());
    const malformed = await t.app.inject({ ...base, payload: '{"id": 1, "data": {' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
    const deep = await t.app.inject({ ...base, payload: '['.repeat(20_000) + ']'.repeat(20_000) });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({ message: 'O corpo da requisição tem mais de 32 níveis de aninhamento.' });
    const notJson = await t.app.inject({ ...base, headers: { ...base.headers, 'content-type': 'text/plain' } });
    expect(notJson.statusCode).toBe(415);
  });

  it('answers 404 to an unknown provider, in the caller language', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/paypal', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, payload: '{}' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Unknown webhook provider.' });
    const proto = await t.app.inject({ method: 'POST', url: '/api/v1/webhooks/__proto__', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(proto.statusCode).toBe(404);
  });

  it('reads no session: a cookie from a foreign origin is neither a CSRF refusal nor an identity', async () => {
    const user = await createUser(t.app);
    const request = signed(notification());
    const res = await t.app.inject({ ...request, headers: { ...request.headers, cookie: `comanda_session=${user.token}`, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it('limits deliveries per IP and provider (RATE_LIMIT_WEBHOOKS_PER_MINUTE)', async () => {
    const limited = await createTestApp({ MERCADO_PAGO_WEBHOOK_SECRET: SECRET, RATE_LIMIT_WEBHOOKS_PER_MINUTE: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await limited.app.inject(signed(notification()))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await limited.close();
  });
});
