import { z } from 'zod';
import { emailField } from '../auth/auth-fields';
import { CentavosSchema } from '../money/centavos-schema';
import { phoneSchema } from '../phone/phone-schema';
import { RowIdSchema } from '../validation/row-id';
import { OrderStatusSchema } from './order-status';
import { OrderTypeIdSchema, OrderTypeSchema } from './order-type';
import { PaymentMethodSchema, PaymentStatusSchema } from './payment';

// Wire contract of v1/orders (spec §3 "Order creation payload", §7 "Orders"; issue 15,
// docs/decisions/0026). Amounts in centavos, weights in kilograms. The server prices every order
// from its own data: nothing here carries a price from the client.

/** Most lines one request may add; a table's order may grow past it over several requests. */
export const MAX_LINES_PER_REQUEST = 100;
export const MAX_LINE_QTY = 999;
export const ORDER_COMMENT_MAX = 500;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? null : value), text(max).nullish());

/** One product of the order as the PDV sends it: what and how many, never its price. */
export const OrderLineInputSchema = z.strictObject({
  id: RowIdSchema,
  qty: z.number().int().min(1).max(MAX_LINE_QTY).default(1),
  /** Kilograms, weight-based products only; its minimum is checked against the product (spec §5). */
  weight: z.number().min(0).max(1000).nullish(),
  comments: optionalText(ORDER_COMMENT_MAX),
  items: z
    .array(z.strictObject({ item_id: RowIdSchema, qty: z.number().int().min(1).max(50).optional() }))
    .max(200)
    .default([]),
});
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

/** Customer and delivery address of an order (also the body of PUT v1/orders/{id}/details). */
export const orderDetailsShape = {
  customer_name: optionalText(120),
  customer_email: z.preprocess((value) => (value === '' ? null : value), emailField.nullish()),
  customer_whatsapp: z.preprocess((value) => (value === '' ? null : value), phoneSchema.nullish()),
  address_street: optionalText(160),
  address_number: optionalText(20),
  address_complement: optionalText(80),
  address_reference: optionalText(160),
  district_id: RowIdSchema.nullish(),
  notes: optionalText(500),
};

export const OrderDetailsBodySchema = z.strictObject(orderDetailsShape);
export type OrderDetailsBody = z.infer<typeof OrderDetailsBodySchema>;

/**
 * POST v1/orders. With `order_id` (or a `table_id` whose table has an open order) the products are
 * appended to that open order; otherwise a new order is made. Totals are never read from the body.
 */
export const CreateOrderBodySchema = z.strictObject({
  order_id: RowIdSchema.nullish(),
  /** The business's public token; optional for staff, whose current business is used (and must match). */
  business_token: z.string().max(100).nullish(),
  table_id: RowIdSchema.nullish(),
  order_type_id: OrderTypeIdSchema.default(3),
  /** Local orders: at a table (mesa, the default) or at the counter (balcão). */
  local_sub_type: z.enum(['mesa', 'balcao']).nullish(),
  products: z.array(OrderLineInputSchema).min(1).max(MAX_LINES_PER_REQUEST),
  /** Centavos off the order; never takes it below zero. */
  discount: CentavosSchema.max(100_000_00).default(0),
  /** A coupon's code (issue 18), new orders only: checked and counted by the server, its share added to the discount. */
  coupon_code: z.preprocess((value) => (value === '' ? null : value), z.string().trim().min(1).max(30).nullish()),
  /** Loyalty points of the customer (by the WhatsApp) spent on the new order, as a discount (issue 18). */
  points: z.number().int().min(1).max(10_000_000).nullish(),
  /** Use the customer's full stamp card's reward on this order (issue 18). */
  stamp_reward: z.boolean().nullish(),
  /** Centavos of the customer's cashback spent on the order (issue 18). */
  cashback: CentavosSchema.min(1).max(100_000_00).nullish(),
  /**
   * The waiter's service charge on (true) or off (false) for this local order; left out, the
   * business's default for its sub-type (general settings: on at tables, off at the counter).
   */
  service_charge_waiter: z.boolean().nullish(),
  /**
   * 'pending': a new order that waits for someone to accept it (noted at once when the business
   * accepts orders automatically). Anything else is ignored: a new order is noted, an appended-to
   * one keeps its status (spec §4; initialOrderStatus).
   */
  status: OrderStatusSchema.nullish(),
  payment_type: PaymentMethodSchema.nullish(),
  /** Cash handed over (troco para), centavos; money payments only. */
  value_to_change: CentavosSchema.max(100_000_00).nullish(),
  ...orderDetailsShape,
});
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;
export type CreateOrderBodyInput = z.input<typeof CreateOrderBodySchema>;

/** PUT v1/orders/{id}: the whole list of lines of an open order, with the version it was read at. */
export const UpdateOrderBodySchema = z.strictObject({
  version: z.number().int().min(0),
  products: z.array(OrderLineInputSchema).min(1).max(MAX_LINES_PER_REQUEST),
  discount: CentavosSchema.max(100_000_00).optional(),
  payment_type: PaymentMethodSchema.nullish(),
  value_to_change: CentavosSchema.max(100_000_00).nullish(),
});
export type UpdateOrderBody = z.infer<typeof UpdateOrderBodySchema>;

/** PUT v1/orders/{id}/cancel. */
export const CancelOrderBodySchema = z.strictObject({ reason: z.string().trim().min(1).max(300) });

/** A chosen option as the line keeps it: its name and price at the time of the order. */
export const OrderLineOptionSnapshotSchema = z.object({
  item_id: z.number().int(),
  name: z.string(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
  qty: z.number().int(),
  amount: z.number().int(),
  is_highest_price: z.boolean(),
  is_average_calc: z.boolean(),
  category_average_count: z.number().int().nullable(),
});
export type OrderLineOptionSnapshot = z.infer<typeof OrderLineOptionSnapshotSchema>;

export const OrderLineResourceSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** The product's id (null once the product was deleted: the line keeps its snapshot). */
  product_id: z.number().int().nullable(),
  name: z.string(),
  amount: z.number().int(),
  promotional_price: z.number().int().nullable(),
  active_promotion: z.boolean(),
  is_weight_based: z.boolean(),
  weight: z.number().nullable(),
  qty: z.number().int(),
  comments: z.string().nullable(),
  items: z.array(OrderLineOptionSnapshotSchema),
  subtotal: z.number().int(),
  created_at: z.string(),
});
export type OrderLineResource = z.infer<typeof OrderLineResourceSchema>;

export const OrderStatusHistoryEntrySchema = z.object({
  status: OrderStatusSchema,
  reason: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  at: z.string(),
});

export const OrderPaymentResourceSchema = z.object({
  id: z.number().int(),
  method: PaymentMethodSchema,
  amount: z.number().int(),
  received: z.number().int().nullable(),
  change: z.number().int().nullable(),
  created_at: z.string(),
  /** The provider that confirmed it (its webhook); null for what the staff recorded. */
  provider: z.enum(['mercado_pago', 'efi']).nullable(),
  /**
   * Its refund, once the order was canceled (issue 34): asked for, made, or failed after every retry —
   * the owner must give the money back by hand then; null when none was asked.
   */
  refund_status: z.enum(['requested', 'refunded', 'failed']).nullable(),
});

export const OrderResourceSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  number: z.number().int(),
  status: OrderStatusSchema,
  order_type: OrderTypeSchema,
  order_type_id: OrderTypeIdSchema,
  local_sub_type: z.enum(['mesa', 'balcao']).nullable(),
  table_id: z.number().int().nullable(),
  table_name: z.string().nullable(),
  /**
   * A table order emptied into another table's (a merge): canceled, its lines moved to `order_id`,
   * the order of the table named `table_name` then. Null for every other order.
   */
  merged_into: z.object({ order_id: z.number().int(), table_name: z.string() }).nullable(),
  products: z.array(OrderLineResourceSchema),
  subtotal: z.number().int(),
  delivery_fee: z.number().int(),
  /** The service charge's rate as a percentage (10 for 10%), 0 when none applies. */
  service_charge_percent: z.number(),
  service_charge: z.number().int(),
  card_fee: z.number().int(),
  discount: z.number().int(),
  /** The coupon the order used, and what it took off (within `discount`). */
  coupon_code: z.string().nullable(),
  coupon_discount: z.number().int(),
  /** Loyalty points the customer spent on the order, and the centavos they took off (within `discount`). */
  points_redeemed: z.number().int(),
  loyalty_discount: z.number().int(),
  /** What the stamp card's reward took off (within `discount`). */
  stamp_reward_discount: z.number().int(),
  /** What the customer's cashback took off (within `discount`). */
  cashback_discount: z.number().int(),
  total: z.number().int(),
  payment_type: PaymentMethodSchema.nullable(),
  payment_status: PaymentStatusSchema,
  value_to_change: z.number().int().nullable(),
  change: z.number().int().nullable(),
  payments: z.array(OrderPaymentResourceSchema),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  customer_whatsapp: z.string().nullable(),
  address_street: z.string().nullable(),
  address_number: z.string().nullable(),
  address_complement: z.string().nullable(),
  address_reference: z.string().nullable(),
  district_id: z.number().int().nullable(),
  district_name: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** A storefront order for a later slot (decision 0047): the slot, and when it reached the board (null until then). */
  scheduled_for: z.string().nullable(),
  released_at: z.string().nullable(),
  history: z.array(OrderStatusHistoryEntrySchema),
});
export type OrderResource = z.infer<typeof OrderResourceSchema>;

/** One row of the lists (GET v1/businesses/{id}/orders, orders-real-time): no lines, a count. */
export const OrderSummarySchema = OrderResourceSchema.omit({ products: true, history: true, payments: true }).extend({
  items_count: z.number().int(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
