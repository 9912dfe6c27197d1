import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlan, PlanCard } from '@comanda/domain/billing/billing-resource';
import { auditLog } from '../../db/schema/index';
import { apiCaller } from '../../test/call-api';
import { createBusinessFor, createUser } from '../../test/factories';
import { subscribedBusiness } from '../../test/billing';
import { createTestApp, json, type TestApp } from '../../test/helper';

// Issue 39, v1/core/plans: the platform admin's plans — list with their subscriptions, create, change
// (price from the next invoice, deactivated: nobody new takes it), delete only when never taken, and
// the features each grants reaching the businesses that pay for it at once. Audited; 401/403/404/409/422.

let t: TestApp;
const call = apiCaller(() => t.app);
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { isAdmin: true });
}, 60_000);
afterAll(() => t.close());

const plans = async () => json<{ data: AdminPlan[] }>(await call(admin, 'GET', '/core/plans')).data;

describe('v1/core/plans', () => {
  it('lists the seeded plans; creates one, changes it, deactivates it (owners stop seeing it) and deletes it; audited', async () => {
    expect((await plans()).map((p) => [p.code, p.price, p.interval, p.offers_promotion])).toEqual([
      ['essential', 6990, 'month', true],
      ['pro', 9990, 'month', false],
      ['pro_yearly', 99900, 'year', false],
    ]);
    const created = await call(admin, 'POST', '/core/plans', { code: 'delivery_plus', name: 'DELIVERY+', interval: 'month', price: 14990, trial_days: 7, offers_promotion: false, active: true });
    expect(created.statusCode, created.body).toBe(201);
    const plan = json<{ data: AdminPlan }>(created).data;
    expect(plan).toMatchObject({ code: 'delivery_plus', price: 14990, subscriptions: 0, feature_codes: expect.arrayContaining(['basic_menu']) });
    const taken = await call(admin, 'POST', '/core/plans', { code: 'delivery_plus', name: 'Outro', interval: 'month', price: 1, trial_days: 0, offers_promotion: false, active: true });
    expect(taken.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(taken).errors.code).toEqual(['Já existe um plano com este código.']);

    const owner = await createUser(t.app);
    const business = await createBusinessFor(t.app, owner);
    const cards = async () => json<{ data: PlanCard[] }>(await call(owner, 'GET', `/businesses/${business.id}/plans`)).data.map((c) => [c.code, c.price]);
    expect(await cards()).toContainEqual(['delivery_plus', 14990]);
    const changed = await call(admin, 'PUT', `/core/plans/${plan.id}`, { name: 'DELIVERY+', price: 12990, trial_days: 7, offers_promotion: false, active: false });
    expect(json<{ data: AdminPlan }>(changed).data).toMatchObject({ price: 12990, active: false });
    expect(await cards()).not.toContainEqual(expect.arrayContaining(['delivery_plus']));
    expect((await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan: 'delivery_plus' })).statusCode).toBe(422);

    expect((await call(admin, 'DELETE', `/core/plans/${plan.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/core/plans/${plan.id}`)).statusCode).toBe(404);
    const audit = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'plan'), eq(auditLog.entityId, String(plan.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['plan.create', 'plan.delete', 'plan.update']);
  });

  it("sets a plan's features: the businesses paying for it gain or lose them at once; a plan with subscriptions cannot be deleted", async () => {
    const shop = await subscribedBusiness(t.app, 'essential', { paid: true });
    expect(await shop.codes()).not.toContain('reports');
    const essential = (await plans()).find((p) => p.code === 'essential')!;
    expect(essential.subscriptions).toBeGreaterThanOrEqual(1);
    const features = json<{ data: { feature_codes: string[]; grantable: string[] } }>(await call(admin, 'GET', `/core/plans/${essential.id}/features`)).data;
    expect(features.grantable).toContain('reports');
    const withReports = [...features.feature_codes, 'reports'].filter((code) => code !== 'coupons');
    const res = await call(admin, 'PUT', `/core/plans/${essential.id}/features`, { feature_codes: withReports });
    expect(res.statusCode, res.body).toBe(200);
    const codes = await shop.codes();
    expect(codes).toContain('reports');
    expect(codes).not.toContain('coupons');

    expect((await call(admin, 'DELETE', `/core/plans/${essential.id}`)).statusCode).toBe(409);
    const unknown = await call(admin, 'PUT', `/core/plans/${essential.id}/features`, { feature_codes: ['pdv', 'teleport'] });
    expect(unknown.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(unknown).errors.feature_codes).toEqual(['Recurso desconhecido: teleport.']);
  });

  it('answers 401 without a session, 403 to an owner, 404 for an unknown plan, 422 for bad bodies and ids', async () => {
    const owner = await createUser(t.app);
    await createBusinessFor(t.app, owner);
    const body = { name: 'X', price: 100, trial_days: 0, offers_promotion: false, active: true };
    expect((await call(null, 'GET', '/core/plans')).statusCode).toBe(401);
    expect((await call(owner, 'GET', '/core/plans')).statusCode).toBe(403);
    expect((await call(owner, 'POST', '/core/plans', { ...body, code: 'hack', interval: 'month' })).statusCode).toBe(403);
    expect((await call(owner, 'PUT', '/core/plans/1/features', { feature_codes: ['reports'] })).statusCode).toBe(403);
    expect((await call(admin, 'PUT', '/core/plans/999999', body)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', '/core/plans/999999')).statusCode).toBe(404);
    expect((await call(admin, 'PUT', '/core/plans/abc', body)).statusCode).toBe(422);
    expect((await call(admin, 'PUT', '/core/plans/1', { ...body, price: -1 })).statusCode).toBe(422);
    expect((await call(admin, 'PUT', '/core/plans/1', { ...body, price: 10_000_001 })).statusCode).toBe(422);
    expect((await call(admin, 'POST', '/core/plans', { ...body, code: 'Bad Code!', interval: 'month' })).statusCode).toBe(422);
    expect((await call(admin, 'POST', '/core/plans', { ...body, code: 'ok_code', interval: 'week' })).statusCode).toBe(422);
  });
});
