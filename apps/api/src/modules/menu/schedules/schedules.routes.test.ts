import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleResource } from '@comanda/domain/menu/product-schedule';
import { createTestApp, type TestApp } from '../../../test/helper';
import { addCategory, addProduct, call, createMenu, errorsOf, productOf, waiterOf, type Menu } from '../menu-fixtures';

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

  it('a product switched off for every day of the week is not available now', async () => {
    const { menu, product } = await setup();
    for (const day of (await schedulesOf(menu, product.id)).data) {
      await call(menu, 'PUT', `/schedules/${day.id}`, { is_active: false, opening_time: '00:00', closing_time: '23:59' });
    }
    expect(productOf(await call(menu, 'GET', `/products/${product.id}`)).available_now).toBe(false);
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
