import type { OrderType } from '@comanda/domain/orders/order-type';
import type { PaymentMethod } from '@comanda/domain/orders/payment';
import type { StatsSeries } from '@comanda/domain/stats/stats-resource';
import type { Queryable } from '../../db/client';
import { runFixed } from '../../db/fixed-statement';

/*
 * The dashboard's figures (issue 16), read from the orders and lines of the period through indexes
 * on business and time (docs/decisions/0028 says why there is no rollup table). Canceled orders
 * count nowhere, nor do orders waiting to be accepted (issue 31: a sale is a sale once accepted). Sums of money are 64-bit (`::float8`, a JS number from either driver, exact below
 * 2^53 centavos): a busy restaurant's month passes the 2^31 centavos of an int (issue 30).
 */

// $1 business, $2 first instant, $3 end instant (excluded), as ISO text.
const TOTALS = `
select coalesce(sum(total), 0)::float8 as revenue, count(*)::int as orders
from orders where business_id = $1 and created_at >= $2::timestamptz and created_at < $3::timestamptz and status not in ('canceled', 'pending')`;

// $1 business, $2 first instant, $3 end instant (excluded), as ISO text, $4 time zone. One pass over
// the period's orders gives every series (grouping sets); `set` tells which grouping a row belongs to
// (a bit per column it is not grouped by, the day's the highest: 7 per day, 11 per hour, 13 per
// method, 14 per type, 15 the whole period).
const PERIOD = `
select (local::date)::text as day, extract(hour from local)::int as hour, payment_type, order_type,
  count(*)::int as orders, coalesce(sum(total), 0)::float8 as revenue,
  grouping(local::date, extract(hour from local), payment_type, order_type) as set
from (
  select total, payment_type, order_type, created_at at time zone $4::text as local
  from orders where business_id = $1 and created_at >= $2::timestamptz and created_at < $3::timestamptz and status not in ('canceled', 'pending')
) kept
group by grouping sets ((local::date), (extract(hour from local)), (payment_type), (order_type), ())`;

const SET = { day: 7, hour: 11, method: 13, type: 14, all: 15 } as const;

// The lines ordered in the period (order_lines_business_created_idx), but those of canceled orders and of
// orders not accepted yet.
const TOP_PRODUCTS = `
select coalesce(json_agg(json_build_object('product_id', product_id, 'name', name, 'qty', qty, 'revenue', revenue) order by qty desc, revenue desc), '[]') as top_products
from (
  select l.product_id, max(l.product_name) as name, sum(l.qty)::int as qty, sum(l.subtotal)::float8 as revenue
  from order_lines l
  where l.business_id = $1 and l.created_at >= $2::timestamptz and l.created_at < $3::timestamptz
    and l.order_id not in (select id from orders where business_id = $1 and created_at >= $2::timestamptz and created_at < $3::timestamptz and status in ('canceled', 'pending'))
  group by l.product_id order by 3 desc, 4 desc limit 10
) p`;

// Phones (as digits) that ordered in the period and never before it (orders_business_phone_digits_idx).
const NEW_CUSTOMERS = `
select count(*)::int as customers from (
  select distinct customer_phone_digits as digits
  from orders where business_id = $1 and created_at >= $2::timestamptz and created_at < $3::timestamptz and status <> 'canceled' and status <> 'pending'
) p
where p.digits <> '' and not exists (
  select 1 from orders o
  where o.business_id = $1 and o.customer_phone_digits = p.digits and o.created_at < $2::timestamptz and o.status <> 'canceled' and o.status <> 'pending'
)`;

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

/**
 * Everything the dashboard shows of a period; `days` lists its dates, so days without orders show as
 * zeros. Three statements at once, each on a connection of its own on PostgreSQL.
 */
export async function periodFigures(q: Queryable, b: Bounds & { days: readonly string[] }): Promise<PeriodFigures> {
  const range = [b.businessId, b.start.toISOString(), b.end.toISOString()];
  const [rows, [top], [fresh]] = await Promise.all([
    runFixed<{ day: string; hour: number; payment_type: PaymentMethod | null; order_type: OrderType; orders: number; revenue: number; set: number }>(
      q,
      'stats_period',
      PERIOD,
      [...range, b.timeZone],
    ),
    runFixed<{ top_products: StatsSeries['top_products'] }>(q, 'stats_top_products', TOP_PRODUCTS, range),
    runFixed<{ customers: number }>(q, 'stats_new_customers', NEW_CUSTOMERS, range),
  ]);
  const of = (set: number) => rows.filter((row) => row.set === set);
  const byDay = new Map(of(SET.day).map((row) => [row.day, row]));
  const byHour = new Map(of(SET.hour).map((row) => [row.hour, row.orders]));
  const whole = of(SET.all)[0];
  const byRevenue = (a: { revenue: number }, c: { revenue: number }) => c.revenue - a.revenue;
  return {
    revenue: whole?.revenue ?? 0,
    orders: whole?.orders ?? 0,
    customers: fresh!.customers,
    series: {
      revenue_per_day: b.days.map((date) => {
        const day = byDay.get(date);
        return { date, revenue: day?.revenue ?? 0, orders: day?.orders ?? 0 };
      }),
      orders_per_hour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: byHour.get(hour) ?? 0 })),
      top_products: top!.top_products,
      payment_methods: of(SET.method).map((row) => ({ method: row.payment_type, orders: row.orders, revenue: row.revenue })).sort(byRevenue),
      order_types: of(SET.type).map((row) => ({ order_type: row.order_type, orders: row.orders, revenue: row.revenue })).sort(byRevenue),
    },
  };
}
