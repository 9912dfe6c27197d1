import type { StatsSeries } from '@comanda/domain/stats/stats-resource';
import type { Queryable } from '../../db/client';
import { runFixed } from '../../db/fixed-statement';

/*
 * The dashboard's figures (issue 16), each period in one statement over the business's orders of
 * that period: orders_business_created_idx finds them, and the lines come through their orders.
 * docs/decisions/0028 says why there is no rollup table. Canceled orders count nowhere.
 */

// $1 business, $2 first instant, $3 end instant (excluded), as ISO text.
const TOTALS = `
select coalesce(sum(total), 0)::int as revenue, count(*)::int as orders
from orders where business_id = $1 and created_at >= $2::timestamptz and created_at < $3::timestamptz and status <> 'canceled'`;

// $1 business, $2 first instant, $3 end instant (excluded), as ISO text, $4 time zone.
const PERIOD = `
with kept as (
  select id, total, payment_type, order_type, created_at at time zone $4::text as local, customer_whatsapp
  from orders where business_id = $1 and created_at >= $2::timestamptz and created_at < $3::timestamptz and status <> 'canceled'
), phones as (
  select distinct regexp_replace(customer_whatsapp, '\\D', '', 'g') as digits from kept where customer_whatsapp is not null
)
select
  (select coalesce(sum(total), 0)::int from kept) as revenue,
  (select count(*)::int from kept) as orders,
  (select count(*)::int from phones p where p.digits <> '' and not exists (
    select 1 from orders o
    where o.business_id = $1 and o.created_at < $2::timestamptz and o.status <> 'canceled'
      and regexp_replace(coalesce(o.customer_whatsapp, ''), '\\D', '', 'g') = p.digits
  )) as customers,
  (select coalesce(json_agg(json_build_object('date', day, 'revenue', revenue, 'orders', orders) order by day), '[]')
   from (select local::date::text as day, sum(total)::int as revenue, count(*)::int as orders from kept group by 1) d) as per_day,
  (select coalesce(json_agg(json_build_object('hour', hour, 'orders', orders) order by hour), '[]')
   from (select extract(hour from local)::int as hour, count(*)::int as orders from kept group by 1) h) as per_hour,
  (select coalesce(json_agg(json_build_object('method', payment_type, 'orders', orders, 'revenue', revenue) order by revenue desc), '[]')
   from (select payment_type, count(*)::int as orders, sum(total)::int as revenue from kept group by 1) m) as methods,
  (select coalesce(json_agg(json_build_object('order_type', order_type, 'orders', orders, 'revenue', revenue) order by revenue desc), '[]')
   from (select order_type, count(*)::int as orders, sum(total)::int as revenue from kept group by 1) t) as types,
  (select coalesce(json_agg(json_build_object('product_id', product_id, 'name', name, 'qty', qty, 'revenue', revenue) order by qty desc, revenue desc), '[]')
   from (
     select l.product_id, max(l.product_name) as name, sum(l.qty)::int as qty, sum(l.subtotal)::int as revenue
     from kept join order_lines l on l.order_id = kept.id
     group by l.product_id order by 3 desc, 4 desc limit 10
   ) p) as top_products`;

export interface PeriodFigures {
  revenue: number;
  orders: number;
  customers: number;
  series: StatsSeries;
}

interface Bounds {
  businessId: number;
  start: Date;
  end: Date;
  timeZone: string;
}

/** Revenue and orders of a period (the day's figures). */
export async function periodTotals(q: Queryable, b: Omit<Bounds, 'timeZone'>): Promise<{ revenue: number; orders: number }> {
  const [row] = await runFixed<{ revenue: number; orders: number }>(q, 'stats_totals', TOTALS, [b.businessId, b.start.toISOString(), b.end.toISOString()]);
  return row!;
}

/** Everything the dashboard shows of a period; `days` lists its dates, so days without orders show as zeros. */
export async function periodFigures(q: Queryable, b: Bounds & { days: readonly string[] }): Promise<PeriodFigures> {
  const [row] = await runFixed<{
    revenue: number;
    orders: number;
    customers: number;
    per_day: StatsSeries['revenue_per_day'];
    per_hour: StatsSeries['orders_per_hour'];
    methods: StatsSeries['payment_methods'];
    types: StatsSeries['order_types'];
    top_products: StatsSeries['top_products'];
  }>(q, 'stats_period', PERIOD, [b.businessId, b.start.toISOString(), b.end.toISOString(), b.timeZone]);
  const byDay = new Map(row!.per_day.map((d) => [d.date, d]));
  const byHour = new Map(row!.per_hour.map((h) => [h.hour, h.orders]));
  return {
    revenue: row!.revenue,
    orders: row!.orders,
    customers: row!.customers,
    series: {
      revenue_per_day: b.days.map((date) => byDay.get(date) ?? { date, revenue: 0, orders: 0 }),
      orders_per_hour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: byHour.get(hour) ?? 0 })),
      top_products: row!.top_products,
      payment_methods: row!.methods,
      order_types: row!.types,
    },
  };
}
