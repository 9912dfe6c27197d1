import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Weekday } from '@comanda/domain/time/business-time';
import { productPromotions, productSchedules, products } from '../../../db/schema/index';
import { foldForSearch } from '../../../db/schema/search-text';
import { inTransaction } from '../../../lib/unit-of-work';
import { createTestApp, type TestApp } from '../../../test/helper';
import { listCategories } from '../categories/categories.repository';
import { addCategory, addProduct, createMenu, type Menu } from '../menu-fixtures';
import { productFilterCondition } from './product-filters';
import type { Clock } from './product-resource';
import { listCategoryProducts } from './products.repository';

// The menu filters "unavailable" and "promotion" are SQL (product-filters.ts) while the resource's
// available_now and active_promotion come from the domain (isOfferedAt, productPricing). Over every
// kind of schedule and promotion, at instants chosen around their edges, both must agree, for a
// category's products and for the categories list's counts.

let t: TestApp;
let menu: Menu;
let category: { id: number; name: string };
beforeAll(async () => {
  t = await createTestApp();
  menu = await createMenu(t.app);
  category = await addCategory(menu, 'Tudo');
});
afterAll(async () => t.close());

type Day = { is_active?: boolean; opening_time: string; closing_time: string };
const ALL_DAYS: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A product whose schedule rows are `week` (a day left out has no row; `null`: no rows at all). */
async function productWithWeek(name: string, week: Partial<Record<Weekday, Day>> | null, active = true) {
  const product = await addProduct(menu, category, { name, active });
  await t.app.db.delete(productSchedules).where(eq(productSchedules.productId, product.id));
  const rows = Object.entries(week ?? {}).map(([day, d]) => ({
    businessId: menu.business.id,
    productId: product.id,
    dayOfWeek: day as Weekday,
    isActive: d.is_active ?? true,
    openingTime: d.opening_time,
    closingTime: d.closing_time,
  }));
  if (rows.length) await t.app.db.insert(productSchedules).values(rows);
  return product;
}

const nameLike = (keyword: string) => `%${foldForSearch(keyword)}%`;
const every = (day: Day) => Object.fromEntries(ALL_DAYS.map((d) => [d, day])) as Record<Weekday, Day>;

/** Ids of the category's products matching `filter` (SQL), and those the domain says match. */
async function bothWays(filter: 'unavailable' | 'promotion', clock: Clock) {
  const query = { filter, page: 1, per_page: 100 } as const;
  const bySql = await listCategoryProducts(t.app.db, { businessId: menu.business.id, category, query, clock });
  const all = await listCategoryProducts(t.app.db, { businessId: menu.business.id, category, query: { ...query, filter: 'all' }, clock });
  const byDomain = all.data.filter((p) => (filter === 'unavailable' ? !p.available_now : p.active_promotion));
  return { sql: bySql.data.map((p) => p.name), domain: byDomain.map((p) => p.name), total: bySql.total };
}

/** The category's count in the categories list under the filter, as the clock sees it. */
async function categoryCount(filter: 'unavailable' | 'promotion', clock: Clock) {
  const rows = await listCategories(t.app.db, menu.business.id, { filter: productFilterCondition(filter, menu.business.id, clock) });
  return rows.find((row) => row.id === category.id)?.productsCount ?? 0;
}

/** An instant given as the wall-clock time of `timeZone` on a date (YYYY-MM-DD). */
function instant(date: string, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const shown = new Date(guess.toLocaleString('en-US', { timeZone }));
  const utc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() - (shown.getTime() - utc.getTime()));
}

describe('the SQL filters agree with the domain', () => {
  it('"unavailable": every kind of schedule, around the edges of its ranges, in two time zones', async () => {
    await productWithWeek('Sempre', every({ opening_time: '00:00', closing_time: '23:59' }));
    await productWithWeek('Pausado', every({ opening_time: '00:00', closing_time: '23:59' }), false);
    await productWithWeek('Sem linhas', null);
    await productWithWeek('Almoço', every({ opening_time: '11:00', closing_time: '15:00' }));
    await productWithWeek('Noite', every({ opening_time: '18:00', closing_time: '02:00' }));
    await productWithWeek('Sexta à noite', { friday: { opening_time: '20:00', closing_time: '03:00' } });
    await productWithWeek('Sexta à noite, desligada', { friday: { is_active: false, opening_time: '20:00', closing_time: '03:00' } });
    await productWithWeek('Folga no domingo', { ...every({ opening_time: '00:00', closing_time: '23:59' }), sunday: { is_active: false, opening_time: '00:00', closing_time: '23:59' } });
    const { monday: _, ...withoutMonday } = every({ opening_time: '00:00', closing_time: '23:59' });
    await productWithWeek('Sem segunda', withoutMonday);
    await productWithWeek('Um minuto', every({ opening_time: '10:00', closing_time: '10:00' }));
    await productWithWeek('Tudo desligado', every({ is_active: false, opening_time: '00:00', closing_time: '23:59' }));

    // 2025-07-04 is a Friday.
    const moments = [
      ['2025-07-04', '10:00'], ['2025-07-04', '10:01'], ['2025-07-04', '11:00'], ['2025-07-04', '15:00'], ['2025-07-04', '15:01'],
      ['2025-07-04', '19:59'], ['2025-07-04', '20:00'], ['2025-07-04', '23:59'], ['2025-07-05', '00:00'], ['2025-07-05', '01:59'],
      ['2025-07-05', '02:00'], ['2025-07-05', '02:01'], ['2025-07-05', '03:00'], ['2025-07-05', '03:01'], ['2025-07-06', '12:00'],
      ['2025-07-07', '00:00'], ['2025-07-07', '01:00'], ['2025-07-07', '12:00'],
    ];
    let seen = 0;
    for (const timeZone of ['America/Sao_Paulo', 'Asia/Tokyo']) {
      for (const [date, time] of moments) {
        const clock = { now: instant(date!, time!, timeZone), timeZone };
        const { sql: bySql, domain, total } = await bothWays('unavailable', clock);
        expect(bySql, `${date} ${time} ${timeZone}`).toEqual(domain);
        expect(total).toBe(domain.length);
        expect(await categoryCount('unavailable', clock)).toBe(domain.length);
        seen += domain.length;
      }
    }
    expect(seen).toBeGreaterThan(0);
    // A spot check that the instants are what they say: Friday 23:59 in São Paulo.
    const friday = await bothWays('unavailable', { now: instant('2025-07-04', '23:59', 'America/Sao_Paulo'), timeZone: 'America/Sao_Paulo' });
    expect(friday.domain).toEqual(['Pausado', 'Almoço', 'Sexta à noite, desligada', 'Um minuto', 'Tudo desligado']);
  });

  it('"promotion": switched on or off, within or outside its dates (both ends included), on its weekdays or not', async () => {
    await t.app.db.delete(products).where(eq(products.categoryId, category.id));
    const promoted = async (name: string, promotion: Partial<typeof productPromotions.$inferInsert> | null, more?: Partial<typeof productPromotions.$inferInsert>) => {
      const product = await addProduct(menu, category, { name, amount: 5000 });
      for (const values of [promotion, more].filter(Boolean)) {
        await t.app.db.insert(productPromotions).values({ businessId: menu.business.id, productId: product.id, type: 'percentage', discountValue: 10, ...values });
      }
    };
    await promoted('Sem promoção', null);
    await promoted('Sempre', {});
    await promoted('Desligada', { active: false });
    await promoted('Começa em 2025-07-04', { startDate: '2025-07-04' });
    await promoted('Termina em 2025-07-04', { endDate: '2025-07-04' });
    await promoted('Só em julho', { startDate: '2025-07-01', endDate: '2025-07-31' });
    await promoted('Sextas', { daysOfWeek: ['friday'] });
    await promoted('Sábados e domingos', { daysOfWeek: ['saturday', 'sunday'] });
    await promoted('Uma desligada, outra ligada', { active: false }, { daysOfWeek: ['saturday'] });

    const moments = [['2025-07-03', '23:59'], ['2025-07-04', '00:00'], ['2025-07-04', '23:59'], ['2025-07-05', '00:00'], ['2025-08-01', '12:00']];
    for (const timeZone of ['America/Sao_Paulo', 'Asia/Tokyo']) {
      for (const [date, time] of moments) {
        const clock = { now: instant(date!, time!, timeZone), timeZone };
        const { sql: bySql, domain, total } = await bothWays('promotion', clock);
        expect(bySql, `${date} ${time} ${timeZone}`).toEqual(domain);
        expect(total).toBe(domain.length);
        expect(await categoryCount('promotion', clock)).toBe(domain.length);
      }
    }
    const friday = await bothWays('promotion', { now: instant('2025-07-04', '12:00', 'America/Sao_Paulo'), timeZone: 'America/Sao_Paulo' });
    expect(friday.domain).toEqual(['Sempre', 'Começa em 2025-07-04', 'Termina em 2025-07-04', 'Só em julho', 'Sextas']);
  });
});

describe('the keyword search is served by an index', () => {
  it('LIKE %…% on products.search_name can use the trigram index (pg_trgm), on either database', async () => {
    const plan = await inTransaction(t.app.db, async (tx) => {
      // On a table this small the planner would rather read it all; forbidding that shows the index can serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = (await tx.execute(sql`explain select id from products where search_name like ${nameLike('Açaí')}`)) as unknown as Record<string, string>[];
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('products_search_name_trgm_idx');
  });
});
