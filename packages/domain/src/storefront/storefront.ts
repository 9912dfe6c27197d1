import { z } from 'zod';
import { OpeningStatusSchema } from '../business/opening-hours';
import { PaymentMethodSchema, PaymentStatusSchema } from '../orders/payment';
import { CreateOrderBodySchema, orderDetailsShape } from '../orders/order-resource';
import { OrderStatusSchema } from '../orders/order-status';
import { PdvProductSchema } from '../pdv/pdv-menu';
import { phoneSchema } from '../phone/phone-schema';
import { storefrontLoyaltyShape } from './storefront-checkout';

/*
 * The public menu where customers order (issue 33): what GET v1/storefront/{ref} answers (ref is the
 * business's slug, or its token, the permanent fallback), what a customer's order sends, and what
 * the tracking page /p/{uuid} reads. Prices, fees and availability here are for showing: the server
 * prices the order again from the products' ids and options.
 */

export const StorefrontDistrictSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Centavos; 0 is free delivery. */
  fee: z.number().int(),
  /** Centavos; the bairro's own minimum order, 0 for none. */
  minimum_order: z.number().int(),
  /** Centavos; at or above this subtotal the delivery is free, null for never. */
  free_above: z.number().int().nullable(),
  /** Delivery time in minutes, when the owner set one. */
  minutes: z.number().int().nullable(),
});
export type StorefrontDistrict = z.infer<typeof StorefrontDistrictSchema>;

export const StorefrontBusinessSchema = z.object({
  name: z.string(),
  /** The business's public token: the ref that never changes. */
  token: z.string(),
  slug: z.string().nullable(),
  logo_url: z.string().nullable(),
  whatsapp: z.string(),
  address: z.string(),
  timezone: z.string(),
  /** Open now, when it closes, or when it opens next. No hours set: always open. */
  opening: OpeningStatusSchema,
  /** The opening as a sentence in the reader's language: "Aberto até 23:00", "Fechado agora — abre hoje às 18:00". */
  opening_text: z.string(),
  /** Whether the owner takes orders here (is_checkout_enabled): off, customers only read the menu. */
  takes_orders: z.boolean(),
  /** The owner's note while closed (general settings), only while closed; null otherwise. */
  closed_message: z.string().nullable(),
  /** Orders for a later slot (decision 0047): whether the owner allows them, and the slots offered now (empty when not). */
  scheduling: z.object({
    enabled: z.boolean(),
    slots: z.array(z.object({ at: z.string(), time: z.string(), days_from_today: z.number().int() })),
  }),
  minimum_order: z.number().int(),
  preparation_minutes: z.number().int(),
  /** Delivery and pickup, each with the payment methods accepted on receipt. */
  delivery: z.object({ enabled: z.boolean(), payment_methods: z.array(PaymentMethodSchema) }),
  pickup: z.object({ enabled: z.boolean(), payment_methods: z.array(PaymentMethodSchema) }),
  districts: z.array(StorefrontDistrictSchema),
});
export type StorefrontBusiness = z.infer<typeof StorefrontBusinessSchema>;

export const StorefrontCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Active products by ranking; one outside its hours is listed with available_now false. */
  products: z.array(PdvProductSchema),
});
export type StorefrontCategory = z.infer<typeof StorefrontCategorySchema>;

export const StorefrontMenuSchema = z.object({
  business: StorefrontBusinessSchema,
  categories: z.array(StorefrontCategorySchema),
});
export type StorefrontMenu = z.infer<typeof StorefrontMenuSchema>;

/**
 * A person reads the menu, opens a product, fills the checkout: seconds. A script that runs the page
 * and fills its form sends in less; such a send is refused with a plain "check and send again", which
 * costs a person who was really that quick one more tap (decision 0045).
 */
export const MIN_PAGE_MS = 2_500;

/**
 * POST v1/storefront/{ref}/orders: delivery (1) or pickup (2), the customer's name and WhatsApp, and
 * for a delivery the address and bairro. `website` is a field people never see: a bot fills it.
 */
export const StorefrontOrderBodySchema = CreateOrderBodySchema.pick({ products: true, payment_type: true, value_to_change: true, coupon_code: true })
  .extend({
    order_type_id: z.union([z.literal(1), z.literal(2)]),
    ...orderDetailsShape,
    customer_name: z.string().trim().min(1).max(120),
    customer_whatsapp: phoneSchema,
    /** LGPD: the customer agreed to receive the business's promotions (unticked by default). */
    marketing_consent: z.boolean().default(false),
    /** The customer's points or cashback to spend, with the token their one-time code opened. */
    ...storefrontLoyaltyShape,
    website: z.string().max(200).optional(),
    /** How long the page had been open when the customer sent, in ms (the timing check: MIN_PAGE_MS). */
    page_ms: z.number().int().min(0).max(2_147_483_647).optional(),
    /** A later slot (one of the menu's `scheduling.slots`), when the owner allows scheduled orders. */
    scheduled_for: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();
export type StorefrontOrderBody = z.infer<typeof StorefrontOrderBodySchema>;
export type StorefrontOrderBodyInput = z.input<typeof StorefrontOrderBodySchema>;

/** GET v1/storefront/orders/{uuid}: what the customer's tracking page shows. */
export const TrackedOrderSchema = z.object({
  uuid: z.string(),
  number: z.number().int(),
  status: OrderStatusSchema,
  /** The status in the reader's language, as the restaurant's board names it. */
  status_label: z.string(),
  order_type_id: z.number().int(),
  created_at: z.string(),
  /** When the order should be ready (pickup) or arrive (delivery), by the business's preparation time. */
  expected_at: z.string(),
  /** A scheduled order's slot (decision 0047): expected_at is then the slot. */
  scheduled_for: z.string().nullable(),
  products: z.array(z.object({ name: z.string(), qty: z.number(), options: z.array(z.string()), subtotal: z.number().int() })),
  subtotal: z.number().int(),
  delivery_fee: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  payment_type: PaymentMethodSchema.nullable(),
  /** Paid only once the provider confirmed it (or the restaurant marked it): the return page proves nothing, and the Pix code is dropped then. */
  payment_status: PaymentStatusSchema,
  value_to_change: z.number().int().nullable(),
  /** The reason the restaurant gave when it canceled the order. */
  cancel_reason: z.string().nullable(),
  business: z.object({ name: z.string(), whatsapp: z.string(), menu_path: z.string(), timezone: z.string() }),
});
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;
