import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleResource } from '@comanda/domain/menu/product-schedule';
import { createTestApp, type TestApp } from '../../../test/helper';
import { addCategory, addProduct, call, createMenu, errorsOf, waiterOf, type Menu } from '../menu-fixtures';

// GET v1/products/{id}/schedules and PUT v1/schedules/{id}: the weekdays and hours a product is offered.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function setup() {
  const menu = await createMenu(t.app);
  const product = await addProduct(menu, await addCategory(menu));
  return { menu, product };
}

const schedulesOf = async (menu: Menu, productId: number) =>
  (await call(menu, 'GET', `/products/${productId}/schedules`)).json() as { data: ScheduleResource[] };

describe('GET /products/:id/schedules', () => {
  it('answers the seven weekdays, Sunday to Saturday, offered all day by default', async () => {
    const { menu, product } = await setup();
    const { data } = await schedulesOf(menu, product.id);
    expect(data.map((s) => s.day_of_week)).toEqual(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
    expect(data.every((s) => s.is_active && s.opening_time === '00:00' && s.closing_time === '23:59' && s.product_id === product.id)).toBe(true);
  });

  it("answers 401, 403 without manage_menu, 404 for another business's product, 422 for a bad id", async () => {
    const { menu, product } = await setup();
    expect((await call(menu, 'GET', `/products/${product.id}/schedules`, undefined, { headers: {} })).statusCode).toBe(401);
    expect((await call(menu, 'GET', `/products/${product.id}/schedules`, undefined, await waiterOf(menu))).statusCode).toBe(403);
    const other = await setup();
    expect((await call(menu, 'GET', `/products/${other.product.id}/schedules`)).statusCode).toBe(404);
    expect((await call(menu, 'GET', '/products/abc/schedules')).statusCode).toBe(422);
  });
});

describe('PUT /schedules/:id', () => {
  it('changes one weekday; a closing time before the opening runs past midnight', async () => {
    const { menu, product } = await setup();
    const monday = (await schedulesOf(menu, product.id)).data[1]!;
    const res = await call(menu, 'PUT', `/schedules/${monday.id}`, { is_active: true, opening_time: '18:00', closing_time: '2:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: monday.id, day_of_week: 'monday', opening_time: '18:00', closing_time: '02:00' });
    const sunday = (await schedulesOf(menu, product.id)).data[0]!;
    await call(menu, 'PUT', `/schedules/${sunday.id}`, { is_active: false, opening_time: '00:00', closing_time: '23:59' });
    const after = (await schedulesOf(menu, product.id)).data;
    expect(after[0]!.is_active).toBe(false);
    expect(after[1]!.closing_time).toBe('02:00');
  });

  it('switching off the last day offered is refused: "never available" is what pausing is for', async () => {
    const { menu, product } = await setup();
    const week = (await schedulesOf(menu, product.id)).data;
    for (const day of week.slice(0, 6)) {
      expect((await call(menu, 'PUT', `/schedules/${day.id}`, { is_active: false, opening_time: '00:00', closing_time: '23:59' })).statusCode).toBe(200);
    }
    const saturday = week[6]!;
    const res = await call(menu, 'PUT', `/schedules/${saturday.id}`, { is_active: false, opening_time: '00:00', closing_time: '23:59' });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({
      is_active: ['Com todos os dias desligados, o produto nunca fica disponível. Ligue pelo menos um dia ou, para tirá-lo do cardápio, pause o produto'],
    });
    expect((await schedulesOf(menu, product.id)).data[6]!.is_active).toBe(true);
    // Its hours may still change.
    expect((await call(menu, 'PUT', `/schedules/${saturday.id}`, { is_active: true, opening_time: '11:00', closing_time: '15:00' })).statusCode).toBe(200);
  });

  it('answers 422 on closing_time for an empty range (10:00–10:00), in pt and en', async () => {
    const { menu, product } = await setup();
    const day = (await schedulesOf(menu, product.id)).data[3]!;
    const body = { is_active: true, opening_time: '10:00', closing_time: '10:00' };
    const res = await call(menu, 'PUT', `/schedules/${day.id}`, body);
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({
      closing_time: ['O horário de fechamento deve ser diferente do horário de abertura. Para o dia todo, use das 00:00 às 23:59'],
    });
    const english = await createMenu(t.app, 'en');
    const enDay = (await schedulesOf(english, (await addProduct(english, await addCategory(english))).id)).data[3]!;
    const en = await call(english, 'PUT', `/schedules/${enDay.id}`, body);
    expect(errorsOf(en).closing_time).toEqual(['The closing time must differ from the opening time. For the whole day, use 00:00 to 23:59']);
    expect((await schedulesOf(menu, product.id)).data[3]).toMatchObject({ opening_time: '00:00', closing_time: '23:59' });
  });

  it("answers 422 with the spec's hour messages on the right field, in the caller language", async () => {
    const { menu, product } = await setup();
    const day = (await schedulesOf(menu, product.id)).data[2]!;
    const bad = await call(menu, 'PUT', `/schedules/${day.id}`, { is_active: true, opening_time: '25:00', closing_time: '24:30' });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({
      opening_time: ['Horário de abertura não é válida'],
      closing_time: ['Horário de fechamento não é válida'],
    });
    const en = await call(menu, 'PUT', `/schedules/${day.id}`, { is_active: true, opening_time: '25:00', closing_time: '10:00' }, {
      headers: { ...menu.user.headers, 'accept-language': 'en' },
    });
    expect(Object.keys(errorsOf(en))).toEqual(['opening_time']);
    const shape = await call(menu, 'PUT', `/schedules/${day.id}`, { is_active: true, opening_time: 'meio-dia', closing_time: '' });
    expect(Object.keys(errorsOf(shape)).sort()).toEqual(['closing_time', 'opening_time']);
    const missing = await call(menu, 'PUT', `/schedules/${day.id}`, { opening_time: '10:00', closing_time: '12:00' });
    expect(Object.keys(errorsOf(missing))).toEqual(['is_active']);
  });

  it("answers 401, 403 without manage_menu, 404 for another business's schedule", async () => {
    const { menu, product } = await setup();
    const day = (await schedulesOf(menu, product.id)).data[0]!;
    const body = { is_active: true, opening_time: '10:00', closing_time: '12:00' };
    expect((await call(menu, 'PUT', `/schedules/${day.id}`, body, { headers: {} })).statusCode).toBe(401);
    expect((await call(menu, 'PUT', `/schedules/${day.id}`, body, await waiterOf(menu))).statusCode).toBe(403);
    const other = await setup();
    const res = await call(other.menu, 'PUT', `/schedules/${day.id}`, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Horário não encontrado.');
    expect((await schedulesOf(menu, product.id)).data[0]).toMatchObject({ opening_time: '00:00', closing_time: '23:59' });
  });
});
