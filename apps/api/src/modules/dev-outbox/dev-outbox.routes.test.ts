import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';

describe('GET /api/v1/dev/outbox with OUTBOX_API=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_API: 'true' });
    const base = Date.now() - 60_000;
    await t.app.db.insert(outboxMessages).values([
      { channel: 'email', to: 'ana@example.com', subject: 'Confirme seu e-mail', text: 'http://x/verify-email?token=a', createdAt: new Date(base) },
      { channel: 'email', to: 'bia@example.com', subject: 'Redefinir senha', text: 'http://x/reset-password?token=b', createdAt: new Date(base + 1000) },
      { channel: 'whatsapp', to: '+5511987654321', text: 'Seu código: 123456', createdAt: new Date(base + 2000) },
    ]);
  });
  afterAll(async () => t.close());

  it('lists the messages newest first, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { to: string; subject: string | null; channel: string; text: string; created_at: string }[] }>();
    expect(data.map((m) => m.to)).toEqual(['+5511987654321', 'bia@example.com', 'ana@example.com']);
    expect(data[1]).toMatchObject({ channel: 'email', subject: 'Redefinir senha', text: 'http://x/reset-password?token=b' });
    expect(Object.keys(data[0]!).sort()).toEqual(['channel', 'created_at', 'id', 'subject', 'text', 'to']);
  });

  it('filters by recipient, case-insensitively, and finds a phone with its + lost in the query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=ANA@example.com' });
    expect(res.json().data.map((m: { to: string }) => m.to)).toEqual(['ana@example.com']);
    const phone = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=+5511987654321' });
    expect(phone.json().data).toHaveLength(1);
  });

  it('answers at most 50 messages', async () => {
    await t.app.db.insert(outboxMessages).values(Array.from({ length: 60 }, (_, i) => ({ channel: 'email' as const, to: 'bulk@example.com', text: `n${i}` })));
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(res.json().data).toHaveLength(50);
  });

  it('does not exist for a caller on another machine, nor behind a proxy on this one (issue 11)', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toEqual({ message: 'Rota não encontrada.' });
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', headers: { [header]: '203.0.113.7' } });
      expect(proxied.statusCode, header).toBe(404);
    }
    const user = await createUser(t.app);
    const notAdmin = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress: '203.0.113.7', headers: user.headers });
    expect(notAdmin.statusCode).toBe(404);
  });

  it('answers a platform admin from anywhere', async () => {
    const admin = await createUser(t.app, { isAdmin: true });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', remoteAddress: '203.0.113.7', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
  });

  it('refuses unknown query parameters with 422', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?limit=500' });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /api/v1/dev/outbox with OUTBOX_API=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OUTBOX_API: 'false' });
  });
  afterAll(async () => t.close());

  it('does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });
});
