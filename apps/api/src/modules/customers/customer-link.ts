import type { Queryable } from '../../db/client';
import { runFixed } from '../../db/fixed-statement';
import { toE164 } from '../../lib/phone';

/*
 * An order's customer (issue 18, docs/decisions/0031): the business's customer with the order's
 * WhatsApp, made from the order's name and e-mail when the number is new. A customer's name or e-mail
 * is never overwritten by an order's; only a blank one is filled. New orders do this inside their one
 * statement (modules/orders/insert-order.ts); an order whose details change does it here.
 */

/** What an order tells about its customer, the number in E.164. */
export interface OrderCustomer {
  whatsapp: string;
  first_name: string;
  last_name: string | null;
  email: string | null;
}

/** The customer an order's details name, or null when it has no WhatsApp that is a real number. */
export function orderCustomer(details: { name: string | null; email: string | null; whatsapp: string | null }): OrderCustomer | null {
  const whatsapp = details.whatsapp ? toE164(details.whatsapp) : null;
  if (!whatsapp) return null;
  const [first = '', ...rest] = (details.name ?? '').trim().split(/\s+/);
  return { whatsapp, first_name: first, last_name: rest.length > 0 ? rest.join(' ') : null, email: details.email };
}

/**
 * INSERT … SELECT's tail that makes or finds the customer; it returns the row either way (DO UPDATE,
 * not DO NOTHING, which returns nothing for a row already there). `excluded` is the order's.
 */
export const CUSTOMER_UPSERT_TAIL = `
  on conflict (business_id, whatsapp) do update set
    first_name = case when customers.first_name = '' then excluded.first_name else customers.first_name end,
    last_name = coalesce(customers.last_name, excluded.last_name),
    email = coalesce(customers.email, excluded.email)
  returning id, whatsapp`;

const LINK_CUSTOMER = `
insert into customers (business_id, first_name, last_name, email, whatsapp, source)
values ($1, $2, $3, $4, $5, 'order')
${CUSTOMER_UPSERT_TAIL}`;

/** The id of the customer `customer` names in the business, made when new. */
export async function linkCustomer(q: Queryable, businessId: number, customer: OrderCustomer): Promise<number> {
  const [row] = await runFixed<{ id: number }>(q, 'link_customer', LINK_CUSTOMER, [businessId, customer.first_name, customer.last_name, customer.email, customer.whatsapp]);
  return row!.id;
}
