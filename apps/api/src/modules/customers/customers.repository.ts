import { and, asc, count, desc, eq, gte, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerListQuery, CustomerOrderSummary, CustomerResource, CustomerSegmentCount, CustomerSort } from '@comanda/domain/customers/customer-resource';
import { customerFullName } from '@comanda/domain/customers/customer-resource';
import { CUSTOMER_SEGMENTS, CUSTOMER_SEGMENT_NAMES, topSpendersCount, type CustomerSegment } from '@comanda/domain/customers/customer-segments';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable } from '../../db/client';
import { customers, districts, orders, type CustomerRow } from '../../db/schema/index';
import { containsPattern } from '../../db/schema/search-text';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';

/*
 * Customers with the figures of their orders (issue 18): count, total spent, average ticket and last
 * order, from the orders that were not canceled. The figures are computed from the orders, never
 * stored, so they cannot drift from them; one grouped pass over the business's orders serves a page,
 * its sort and the segments (customer-segments.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The business's customers' order figures, and each customer's rank by total spent (over the
 * business's customers, so meaningless when `onlyCustomer` narrows the pass to one).
 */
function orderStats(q: Queryable, businessId: number, onlyCustomer?: number) {
  return q
    .select({
      customerId: sql<number>`${orders.customerId}`.as('customer_id'),
      ordersCount: sql<number>`count(*)::int`.as('orders_count'),
      totalSpent: sql<number>`sum(${orders.total})::float8`.as('total_spent'),
      lastOrderAt: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt).as('last_order_at'),
      spendRank: sql<number>`row_number() over (order by sum(${orders.total}) desc, ${orders.customerId})::int`.as('spend_rank'),
    })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        onlyCustomer === undefined ? isNotNull(orders.customerId) : eq(orders.customerId, onlyCustomer),
        ne(orders.status, 'canceled'),
      ),
    )
    .groupBy(orders.customerId)
    .as('stats');
}
type Stats = ReturnType<typeof orderStats>;

const SORTS: Record<CustomerSort, (s: Stats) => SQL[]> = {
  last_order: (s) => [sql`${s.lastOrderAt} desc nulls last`, desc(customers.id)],
  total_spent: (s) => [sql`${s.totalSpent} desc nulls last`, desc(customers.id)],
  orders: (s) => [sql`${s.ordersCount} desc nulls last`, desc(customers.id)],
  name: () => [asc(customers.searchName), asc(customers.id)],
  created: () => [desc(customers.createdAt), desc(customers.id)],
};

/** The search box: phone digits, an e-mail, or part of the name (accents and case ignored). */
function searchCondition(search: string): SQL | undefined {
  const digits = search.replace(/\D/g, '');
  const onlyPhoneCharacters = digits !== '' && digits.length === search.replace(/[\s().+-]/g, '').length;
  if (onlyPhoneCharacters) return sql`${customers.whatsapp} like ${`%${digits}%`}`;
  const pattern = containsPattern(search);
  return or(sql`${customers.searchName} like ${pattern}`, sql`lower(coalesce(${customers.email}, '')) like ${pattern}`);
}

/** Whether a customer (joined with their stats) is in a segment. `topCount`: how many top spenders there are. */
function segmentCondition(segment: CustomerSegment, s: Stats, now: Date, topCount: number): SQL {
  switch (segment) {
    case 'new':
      return gte(customers.createdAt, new Date(now.getTime() - CUSTOMER_SEGMENTS.new.days * DAY_MS));
    case 'recurring':
      return gte(s.ordersCount, CUSTOMER_SEGMENTS.recurring.min_orders);
    case 'inactive':
      // An aliased aggregate has no column to encode a Date by: the bound is sent as text.
      return sql`${s.lastOrderAt} < ${new Date(now.getTime() - CUSTOMER_SEGMENTS.inactive.days * DAY_MS).toISOString()}::timestamptz`;
    case 'top_spenders':
      return and(sql`${s.totalSpent} > 0`, sql`${s.spendRank} <= ${topCount}`)!;
  }
}

/** How many of the business's customers spent anything (the top spenders' base). */
async function spendersOf(q: Queryable, businessId: number): Promise<number> {
  const s = orderStats(q, businessId);
  const [row] = await q.select({ n: count() }).from(s).where(sql`${s.totalSpent} > 0`);
  return row?.n ?? 0;
}

type Joined = { customer: CustomerRow; districtName: string | null; ordersCount: number | null; totalSpent: number | null; lastOrderAt: Date | null };

function selectJoined(q: Queryable, s: Stats) {
  return q
    .select({ customer: customers, districtName: districts.name, ordersCount: s.ordersCount, totalSpent: s.totalSpent, lastOrderAt: s.lastOrderAt })
    .from(customers)
    .leftJoin(s, eq(s.customerId, customers.id))
    .leftJoin(districts, eq(districts.id, customers.districtId));
}

export function toCustomerResource(row: Joined): CustomerResource {
  const c = row.customer;
  const ordersCount = row.ordersCount ?? 0;
  const totalSpent = row.totalSpent ?? 0;
  return {
    id: c.id,
    first_name: c.firstName,
    last_name: c.lastName,
    full_name: customerFullName({ first_name: c.firstName, last_name: c.lastName }),
    email: c.email,
    whatsapp: c.whatsapp,
    birthday: c.birthday,
    address_street: c.addressStreet,
    address_number: c.addressNumber,
    address_complement: c.addressComplement,
    address_reference: c.addressReference,
    district: c.districtId !== null && row.districtName !== null ? { id: c.districtId, name: row.districtName } : null,
    notes: c.notes,
    marketing_consent: c.marketingConsent,
    marketing_consent_at: c.marketingConsentAt?.toISOString() ?? null,
    marketing_consent_source: c.marketingConsentSource,
    marketing_opt_out_at: c.marketingOptOutAt?.toISOString() ?? null,
    source: c.source,
    created_at: c.createdAt.toISOString(),
    orders_count: ordersCount,
    total_spent: totalSpent,
    average_ticket: ordersCount > 0 ? Math.round(totalSpent / ordersCount) : 0,
    last_order_at: row.lastOrderAt ? new Date(row.lastOrderAt).toISOString() : null,
  };
}

/** A page of the business's customers matching the query, and how many match in all. */
export async function listCustomers(q: Queryable, businessId: number, query: CustomerListQuery, now: Date): Promise<{ data: CustomerResource[]; total: number }> {
  const s = orderStats(q, businessId);
  const topCount = query.segment === 'top_spenders' ? topSpendersCount(await spendersOf(q, businessId)) : 0;
  const search = query.search?.trim();
  const where = and(
    eq(customers.businessId, businessId),
    search ? searchCondition(search) : undefined,
    query.segment ? segmentCondition(query.segment, s, now, topCount) : undefined,
    query.marketing_consent ? eq(customers.marketingConsent, query.marketing_consent === 'yes') : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    selectJoined(q, s)
      .where(where)
      .orderBy(...SORTS[query.sort](s))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    q.select({ total: count() }).from(customers).leftJoin(s, eq(s.customerId, customers.id)).where(where),
  ]);
  return { data: rows.map(toCustomerResource), total: totalRow?.total ?? 0 };
}

/** The count of each segment, with its rule's numbers. */
export async function segmentCounts(q: Queryable, businessId: number, now: Date): Promise<CustomerSegmentCount[]> {
  const s = orderStats(q, businessId);
  const topCount = topSpendersCount(await spendersOf(q, businessId));
  const counts = Object.fromEntries(
    CUSTOMER_SEGMENT_NAMES.map((segment) => [segment, sql<number>`(count(*) filter (where ${segmentCondition(segment, s, now, topCount)}))::int`]),
  ) as Record<CustomerSegment, SQL<number>>;
  const [row] = await q.select(counts).from(customers).leftJoin(s, eq(s.customerId, customers.id)).where(eq(customers.businessId, businessId));
  return CUSTOMER_SEGMENT_NAMES.map((segment) => ({ segment, count: row?.[segment] ?? 0, rule: { ...CUSTOMER_SEGMENTS[segment] } }));
}

/** One customer of the business with their figures, or a 404 in the caller's language. */
export async function findCustomer(q: Queryable, businessId: number, id: number, lang: Lang): Promise<CustomerResource> {
  const s = orderStats(q, businessId, id);
  const [row] = await selectJoined(q, s).where(and(eq(customers.id, id), eq(customers.businessId, businessId)));
  if (!row) throw new AppError('not_found', msg(lang, 'customer_not_found'));
  return toCustomerResource(row);
}

/** The customer's latest orders, newest first (canceled ones too, marked by their status). */
export async function recentOrders(q: Queryable, businessId: number, customerId: number, limit = 10): Promise<CustomerOrderSummary[]> {
  const rows = await q
    .select({ id: orders.id, number: orders.number, status: orders.status, order_type: orders.orderType, total: orders.total, createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.businessId, businessId)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() }));
}

export interface AudienceMember {
  id: number;
  firstName: string;
  whatsapp: string;
  email: string | null;
}

/**
 * The customers a campaign reaches (issue 35): those of the segment (or all) who agreed to
 * promotions and have a WhatsApp, oldest first. Consent is checked again as each one's turn comes.
 */
export async function campaignAudience(q: Queryable, businessId: number, segment: CustomerSegment | 'all', now: Date): Promise<AudienceMember[]> {
  const s = orderStats(q, businessId);
  const topCount = segment === 'top_spenders' ? topSpendersCount(await spendersOf(q, businessId)) : 0;
  return q
    .select({ id: customers.id, firstName: customers.firstName, whatsapp: customers.whatsapp, email: customers.email })
    .from(customers)
    .leftJoin(s, eq(s.customerId, customers.id))
    .where(
      and(
        eq(customers.businessId, businessId),
        eq(customers.marketingConsent, true),
        ne(customers.whatsapp, ''),
        segment === 'all' ? undefined : segmentCondition(segment, s, now, topCount),
      ),
    )
    .orderBy(asc(customers.id));
}
