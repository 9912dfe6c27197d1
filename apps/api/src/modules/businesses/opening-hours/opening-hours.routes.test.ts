import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMPTY_OPENING_HOURS } from '@comanda/domain/business/opening-hours';
import { auditLog } from '../../../db/schema/index';
import { addEmployee, blockBusiness, createBusinessFor, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helper';
import { junkFailures } from '../../../test/junk-bodies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
});
afterAll(async () => t.close());

const range = (opening_time: string, closing_time: string) => ({ opening_time, closing_time });
// 2026-11-21 is a Saturday; São Paulo is -03:00 all year.
const WEEK = { ...EMPTY_OPENING_HOURS.week, saturday: [range('18:00', '02:00')], monday: [range('11:00', '15:00'), range('18:00', '23:00')] };
const HOLIDAY = { date: '2026-11-23', closed: true, ranges: [] };
const body = (patch: Record<string, unknown> = {}) => ({ week: WEEK, exceptions: [HOLIDAY], version: 0, ...patch });

const url = (id: number) => `/api/v1/businesses/${id}/schedules`;
const get = (id: number, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: url(id), headers });
const put = (id: number, headers: Record<string, string>, payload: unknown) => t.app.inject({ method: 'PUT', url: url(id), headers, payload: payload as object });

async function owned() {
  const owner = await createUser(t.app);
  const business = await createBusinessFor(t.app, owner);
  return { owner, business };
}

describe('GET /api/v1/businesses/{id}/schedules', () => {
  it('a new business has no hours: an empty week, version 0, closed with no next opening', async () => {
    const { owner, business } = await owned();
    const res = await get(business.id, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ...EMPTY_OPENING_HOURS,
      version: 0,
      timezone: 'America/Sao_Paulo',
      status: { is_open: false, closes_at: null, opens_at: null },
    });
  });

  it('answers 401 without a session, 403 to a waiter without manage_settings, 404 to a stranger, 422 on a bad id', async () => {
    const { owner, business } = await owned();
    const waiter = await createUser(t.app);
    const stranger = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['manage_orders'] });
    expect((await get(business.id, {})).statusCode).toBe(401);
    expect((await get(business.id, waiter.headers)).statusCode).toBe(403);
    expect((await get(business.id, stranger.headers)).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/businesses/abc/schedules', headers: owner.headers });
    expect(bad.statusCode).toBe(422);
  });
});

describe('PUT /api/v1/businesses/{id}/schedules', () => {
  it('saves the whole week and its exceptions, bumps the version and writes the audit trail', async () => {
    const { owner, business } = await owned();
    const res = await put(business.id, { ...owner.headers, 'x-test-now': '2026-11-22T01:30:00-03:00' }, body());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ week: WEEK, exceptions: [HOLIDAY], version: 1 });
    // Saturday 18:00–02:00 is open on Sunday at 01:30.
    expect(res.json().data.status).toEqual({ is_open: true, opens_at: null, closes_at: { date: '2026-11-22', weekday: 'sunday', time: '02:00', days_from_today: 0 } });
    expect((await get(business.id, owner.headers)).json().data).toMatchObject({ week: WEEK, exceptions: [HOLIDAY], version: 1 });
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.businessId, business.id));
    expect(audit.map((a) => a.action)).toEqual(['opening_hours.update']);
  });

  it('the business resource follows the hours and the clock of the request (X-Test-Now, test only)', async () => {
    const { owner, business } = await owned();
    await put(business.id, owner.headers, body());
    const current = (now: string) => t.app.inject({ method: 'GET', url: '/api/v1/businesses/current', headers: { ...owner.headers, 'x-test-now': now } });
    expect((await current('2026-11-22T01:30:00-03:00')).json().data).toMatchObject({ is_open: true, closes_at: { time: '02:00' }, opens_at: null });
    // Monday 2026-11-23 is the holiday: closed all day, opens next Saturday at 18:00.
    expect((await current('2026-11-23T12:00:00-03:00')).json().data).toMatchObject({
      is_open: false,
      closes_at: null,
      opens_at: { date: '2026-11-28', weekday: 'saturday', time: '18:00', days_from_today: 5 },
    });
  });

  it('answers 422 with the spec messages on the field of the range at fault', async () => {
    const { owner, business } = await owned();
    const bad = await put(business.id, owner.headers, body({ week: { ...WEEK, friday: [range('24:00', '02:00')] } }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'week.friday.0.opening_time': ['Horário de abertura não é válida'] });
    const overlap = await put(business.id, { ...owner.headers, 'accept-language': 'en' }, body({ week: { ...WEEK, monday: [range('11:00', '15:00'), range('14:30', '23:00')] } }));
    expect(overlap.json().errors).toEqual({ 'week.monday.1.opening_time': ['This range overlaps another range on the same day'] });
    const empty = await put(business.id, owner.headers, body({ exceptions: [{ date: '2026-12-24', closed: false, ranges: [range('10:00', '10:00')] }] }));
    expect(empty.json().errors).toEqual({
      'exceptions.0.ranges.0.closing_time': ['O horário de fechamento deve ser diferente do horário de abertura. Para o dia todo, use das 00:00 às 23:59'],
    });
    // Nothing was saved.
    expect((await get(business.id, owner.headers)).json().data.version).toBe(0);
  });

  it('a save over a stale version is refused with 409, and the stored week is untouched', async () => {
    const { owner, business } = await owned();
    expect((await put(business.id, owner.headers, body())).statusCode).toBe(200);
    const stale = await put(business.id, owner.headers, body({ week: EMPTY_OPENING_HOURS.week }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Os horários foram alterados por outra pessoa enquanto você editava. Recarregue a página para ver a versão atual.');
    expect((await get(business.id, owner.headers)).json().data).toMatchObject({ week: WEEK, version: 1 });
  });

  it('two saves of the same version at the same moment: the database lets exactly one win, never a mix', async () => {
    const { owner, business } = await owned();
    const lunch = { ...EMPTY_OPENING_HOURS.week, tuesday: [range('11:00', '15:00')] };
    const dinner = { ...EMPTY_OPENING_HOURS.week, tuesday: [range('18:00', '23:00')], wednesday: [range('18:00', '23:00')] };
    const [a, b] = await Promise.all([put(business.id, owner.headers, body({ week: lunch })), put(business.id, owner.headers, body({ week: dinner }))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? lunch : dinner;
    expect((await get(business.id, owner.headers)).json().data).toMatchObject({ week: winner, version: 1 });
  });

  it('answers 401, 403 without manage_settings, 404 for another business, 403 when blocked', async () => {
    const { owner, business } = await owned();
    const other = await owned();
    const waiter = await createUser(t.app);
    await addEmployee(t.app, business, waiter, { permissions: ['manage_orders'] });
    expect((await put(business.id, {}, body())).statusCode).toBe(401);
    expect((await put(business.id, waiter.headers, body())).statusCode).toBe(403);
    expect((await put(other.business.id, owner.headers, body())).statusCode).toBe(404);
    expect((await get(other.business.id, owner.headers)).statusCode).toBe(404);
    await blockBusiness(t.app, business);
    expect((await put(business.id, owner.headers, body())).json()).toMatchObject({ code: 'business_blocked' });
  });

  it('junk bodies never answer 5xx', async () => {
    const { owner, business } = await owned();
    const route = { method: 'PUT' as const, url: `/businesses/${business.id}/schedules`, body: body() };
    expect(await junkFailures(t.app, [route], owner.headers)).toEqual([]);
    // junkFailures reaches one level down; the ranges sit deeper.
    const nested = ['25:99', null, 1, '', [], {}, 'x'.repeat(20_000)].flatMap((junk) => [
      body({ week: { ...WEEK, monday: [range(junk as string, '10:00')] } }),
      body({ week: { ...WEEK, monday: junk } }),
      body({ week: { ...WEEK, monday: [junk] } }),
      body({ exceptions: [{ ...HOLIDAY, closed: false, ranges: [range('10:00', junk as string)] }] }),
    ]);
    for (const payload of nested) expect((await put(business.id, owner.headers, payload)).statusCode).toBeLessThan(500);
  });
});
