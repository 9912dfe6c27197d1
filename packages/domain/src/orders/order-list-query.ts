import { z } from 'zod';
import { isoDate } from '../validation/rules';
import { OrderStatusSchema, ORDER_STATUSES } from './order-status';
import { OrderTypeIdSchema } from './order-type';
import { PaymentStatusSchema } from './payment';

/*
 * GET v1/businesses/{id}/orders (issue 15 "Orders history"): the filters of the /orders page. status
 * comes once or several times (?status=noted&status=done) or comma-separated; dates are the
 * business's local days, both included; no order_type_id means every type.
 */

export const ORDERS_PER_PAGE_MAX = 100;
export const ORDER_SEARCH_MAX = 120;

const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter((s) => s !== '') : value), z.array(item).max(ORDER_STATUSES.length));

export const OrderListQuerySchema = z.strictObject({
  status: listOf(OrderStatusSchema).optional(),
  order_type_id: z.coerce.number().pipe(OrderTypeIdSchema).optional(),
  payment_status: PaymentStatusSchema.exclude(['default']).optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  /** An order number (exact), part of the customer's name (accents and case ignored) or phone digits. */
  search: z.string().trim().max(ORDER_SEARCH_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(ORDERS_PER_PAGE_MAX).default(20),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
export type OrderListQueryInput = z.input<typeof OrderListQuerySchema>;

/** The path segment of each status action (PUT v1/orders/{id}/<segment>, spec §7) and its status. */
export const STATUS_ACTION_SEGMENTS = {
  noted: 'noted',
  processing: 'processing',
  done: 'done',
  'in-delivery': 'in_delivery',
  'waiting-get': 'waiting_get',
  consumption: 'in_consumption',
  finalized: 'finalized',
} as const satisfies Record<string, z.infer<typeof OrderStatusSchema>>;
export type StatusActionSegment = keyof typeof STATUS_ACTION_SEGMENTS;

/** The segment that moves an order to `status` (null for canceled: that is PUT …/cancel with a reason). */
export function statusActionSegment(status: z.infer<typeof OrderStatusSchema>): StatusActionSegment | null {
  const entry = Object.entries(STATUS_ACTION_SEGMENTS).find(([, value]) => value === status);
  return entry ? (entry[0] as StatusActionSegment) : null;
}
