import { z } from 'zod';
import { emailField } from '../auth/auth-fields';
import { OrderStatusSchema } from '../orders/order-status';
import { OrderTypeSchema } from '../orders/order-type';
import { phoneSchema } from '../phone/phone-schema';
import { isoDate } from '../validation/rules';
import { RowIdSchema } from '../validation/row-id';
import { CUSTOMER_SEGMENT_NAMES } from './customer-segments';

// Wire contract of v1/customers (spec §3 Customer, §7 "Customers"; issue 18, docs/decisions/0031). A
// customer is one per business and WhatsApp number (stored in E.164); orders placed with that number
// attach to it. Marketing consent is recorded with when and where it was given (LGPD).

export const CUSTOMER_NOTES_MAX = 500;
export const CUSTOMER_SEARCH_MAX = 120;
export const CUSTOMERS_PER_PAGE_MAX = 100;

const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? null : value), z.string().trim().max(max).nullish());

/** Name, phone and e-mail: what the back office and the public link both ask. */
const identityShape = {
  first_name: z.string().trim().min(1).max(60),
  last_name: optionalText(80),
  whatsapp: phoneSchema,
  email: z.preprocess((value) => (value === '' ? null : value), emailField.nullish()),
  birthday: z.preprocess((value) => (value === '' ? null : value), isoDate().nullish()),
};

/** POST v1/customers and PUT v1/customers/{id}. */
export const CustomerBodySchema = z.strictObject({
  ...identityShape,
  address_street: optionalText(160),
  address_number: optionalText(20),
  address_complement: optionalText(80),
  address_reference: optionalText(160),
  district_id: RowIdSchema.nullish(),
  notes: optionalText(CUSTOMER_NOTES_MAX),
  /** Agrees to receive promotions. Turning it off records the opt-out, which is honoured from then on. */
  marketing_consent: z.boolean().default(false),
});
export type CustomerBody = z.infer<typeof CustomerBodySchema>;
export type CustomerBodyInput = z.input<typeof CustomerBodySchema>;

/** POST v1/customers/{token}: the public sign-up link (issue 18), with its bot check (sign-up-guard.ts). */
export const CustomerSignUpBodySchema = z.strictObject({
  ...identityShape,
  marketing_consent: z.boolean().default(false),
  /** The hidden field; people leave it empty. */
  website: z.string().max(200).optional(),
  /** When the page showed the form (ms since the epoch). */
  shown_at: z.number().int().nonnegative(),
});
export type CustomerSignUpBody = z.infer<typeof CustomerSignUpBodySchema>;

export const ConsentSourceSchema = z.enum(['back_office', 'sign_up_link', 'storefront']);
export type ConsentSource = z.infer<typeof ConsentSourceSchema>;
/** Where the customer came from: typed in the back office, the public link, or an order's phone. */
export const CustomerSourceSchema = z.enum(['back_office', 'sign_up_link', 'order']);
export type CustomerSource = z.infer<typeof CustomerSourceSchema>;

export const CustomerResourceSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  full_name: z.string(),
  email: z.string().nullable(),
  /** E.164 (+5511987654321). */
  whatsapp: z.string(),
  birthday: z.string().nullable(),
  address_street: z.string().nullable(),
  address_number: z.string().nullable(),
  address_complement: z.string().nullable(),
  address_reference: z.string().nullable(),
  district: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  notes: z.string().nullable(),
  marketing_consent: z.boolean(),
  marketing_consent_at: z.string().nullable(),
  marketing_consent_source: ConsentSourceSchema.nullable(),
  marketing_opt_out_at: z.string().nullable(),
  source: CustomerSourceSchema,
  created_at: z.string(),
  /** From the orders that were not canceled; centavos. */
  orders_count: z.number().int(),
  total_spent: z.number().int(),
  average_ticket: z.number().int(),
  last_order_at: z.string().nullable(),
});
export type CustomerResource = z.infer<typeof CustomerResourceSchema>;

/** GET v1/customers/{id}: the customer with their latest orders. */
export const CustomerOrderSummarySchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  status: OrderStatusSchema,
  order_type: OrderTypeSchema,
  total: z.number().int(),
  created_at: z.string(),
});
export type CustomerOrderSummary = z.infer<typeof CustomerOrderSummarySchema>;
export const CustomerDetailSchema = CustomerResourceSchema.extend({ recent_orders: z.array(CustomerOrderSummarySchema) });
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

export const CUSTOMER_SORTS = ['last_order', 'total_spent', 'orders', 'name', 'created'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** GET v1/businesses/{id}/customers: search by name, phone or e-mail; a segment; consent; a sort. */
export const CustomerListQuerySchema = z.strictObject({
  search: z.string().trim().max(CUSTOMER_SEARCH_MAX).optional(),
  segment: z.enum(CUSTOMER_SEGMENT_NAMES).optional(),
  marketing_consent: z.enum(['yes', 'no']).optional(),
  sort: z.enum(CUSTOMER_SORTS).default('last_order'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(CUSTOMERS_PER_PAGE_MAX).default(20),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;
export type CustomerListQueryInput = z.input<typeof CustomerListQuerySchema>;

export const CustomerSegmentCountSchema = z.object({
  segment: z.enum(CUSTOMER_SEGMENT_NAMES),
  count: z.number().int(),
  /** The rule's numbers (customer-segments.ts), for the page to say it in words. */
  rule: z.record(z.string(), z.number()),
});
export type CustomerSegmentCount = z.infer<typeof CustomerSegmentCountSchema>;

/** The public link's page: whose customers the person signs up to. */
export const SignUpBusinessSchema = z.object({ name: z.string(), logo_url: z.string().nullable() });
export type SignUpBusiness = z.infer<typeof SignUpBusinessSchema>;

/** 'Ana' + 'Souza' → 'Ana Souza'. */
export function customerFullName(c: { first_name: string; last_name: string | null }): string {
  return c.last_name ? `${c.first_name} ${c.last_name}` : c.first_name;
}
