import { sql } from 'drizzle-orm';
import { WEEKDAYS } from '@comanda/domain/time/business-time';
import type { Queryable } from '../db/client';
import { menuCategories } from '../db/schema/index';

/*
 * A large generated menu, for `npm run perf:menu` and the listing-speed tests: `categories` categories
 * of `perCategory` products each, made with set-based INSERT … SELECT (5,000 products in well under a
 * second, with no statement near the protocol's 65,535-parameter limit). A realistic mix:
 * - names "<kind> de <flavour> <n>" (accents included: "Açaí", "Porção"), every 13th product paused;
 * - every product has the default schedule (every day, all day), except every 11th, which is offered
 *   from 18:00 to 23:00 only (so "unavailable now" depends on the hour);
 * - every tenth has a 10% promotion running, every fifth a required "Tamanho" group with 3 sizes.
 */

export const GENERATED_KINDS = ['Pizza', 'Esfiha', 'Lanche', 'Pastel', 'Porção', 'Suco', 'Açaí', 'Marmita', 'Salada', 'Torta'];
export const GENERATED_FLAVOURS = ['calabresa', 'frango com catupiry', 'quatro queijos', 'portuguesa', 'carne seca', 'palmito', 'atum', 'bacon', 'milho', 'marguerita'];

export interface GeneratedMenu {
  categoryIds: number[];
  products: number;
}

/** A literal array of parameters (Drizzle renders a JS array as a parenthesised list). */
const arrayOf = (values: readonly (string | number)[], type: 'text' | 'int') =>
  sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::${sql.raw(type)}[]`;

export async function generateMenu(db: Queryable, businessId: number, { categories, perCategory }: { categories: number; perCategory: number }): Promise<GeneratedMenu> {
  const rows = await db
    .insert(menuCategories)
    .values(Array.from({ length: categories }, (_, i) => ({ businessId, name: `Categoria ${String(i + 1).padStart(2, '0')}`, ranking: i + 1 })))
    .returning({ id: menuCategories.id });
  const categoryIds = rows.map((row) => row.id);
  const kinds = arrayOf(GENERATED_KINDS, 'text');
  const flavours = arrayOf(GENERATED_FLAVOURS, 'text');
  // n counts the business's products from 1, category after category; ranking is the place within one.
  await db.execute(sql`
    insert into products (business_id, category_id, name, description, amount, active, ranking)
    select ${businessId}::int, c.id,
      (${kinds})[1 + n % 10] || ' de ' || (${flavours})[1 + (n / 10) % 10] || ' ' || n,
      'Descrição do produto gerada para o teste de desempenho.', 990 + (n * 137) % 9000, n % 13 <> 0, i
    from unnest(${arrayOf(categoryIds, 'int')}) with ordinality as c(id, k)
      cross join generate_series(1, ${perCategory}::int) as i
      cross join lateral (select ((c.k - 1) * ${perCategory}::int + i)::int as n) as counted`);
  await db.execute(sql`
    insert into product_schedules (business_id, product_id, day_of_week, is_active, opening_time, closing_time)
    select p.business_id, p.id, d.day, true,
      case when p.ranking % 11 = 0 then time '18:00' else time '00:00' end,
      case when p.ranking % 11 = 0 then time '23:00' else time '23:59' end
    from products p cross join unnest(${arrayOf(WEEKDAYS, 'text')}) as d(day)
    where p.business_id = ${businessId}`);
  await db.execute(sql`
    insert into product_promotions (business_id, product_id, type, discount_value)
    select business_id, id, 'percentage', 10 from products where business_id = ${businessId} and ranking % 10 = 1`);
  await db.execute(sql`
    insert into product_variations (business_id, product_id, name, is_required, min, max)
    select business_id, id, 'Tamanho', true, 1, 1 from products where business_id = ${businessId} and ranking % 5 = 1`);
  await db.execute(sql`
    insert into variation_items (business_id, variation_id, name, amount, ranking)
    select v.business_id, v.id, size.name, size.amount, size.ranking
    from product_variations v cross join (values ('Pequeno', 0, 0), ('Médio', 500, 1), ('Grande', 1000, 2)) as size(name, amount, ranking)
    where v.business_id = ${businessId}`);
  return { categoryIds, products: categories * perCategory };
}
