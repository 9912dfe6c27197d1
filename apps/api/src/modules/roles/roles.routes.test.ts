import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReferenceData } from '../../seed/reference-data';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/v1/roles', () => {
  it('lists the reference roles to a logged-in user', async () => {
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/roles', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: { id: number; name: string }[] }>();
    expect(data.map((r) => r.name)).toEqual(['owner', 'waiter', 'user']);
    expect(data.every((r) => Number.isInteger(r.id))).toBe(true);
  });

  it('keeps the roles unique when the reference data is ensured again', async () => {
    await ensureReferenceData(t.app.db);
    await ensureReferenceData(t.app.db);
    const user = await createUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/roles', headers: user.headers });
    expect(res.json().data).toHaveLength(3);
  });

  it('answers 401 without a session, in English when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/roles', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Your session has expired. Please log in again.' });
  });
});
