import { z } from 'zod';
import { cepAddressSchema } from '../address/cep';
import { CreateOrderBodySchema, orderDetailsShape } from '../orders/order-resource';
import { placeNameKey } from '../regions/place-name';
import { phoneSchema } from '../phone/phone-schema';

/*
 * The public checkout's extras (issue 33): the server's totals before the order is sent (the quote,
 * which also previews a coupon), and the customer's loyalty balance opened by a one-time code sent
 * to their WhatsApp. The quote is priced by the same command that places the order, so its totals
 * are the order's.
 */

/** 6 digits sent to the customer's WhatsApp. */
export const LoyaltyCodeSchema = z.string().trim().regex(/^\d{6}$/);

/**
 * What a storefront order or quote adds to spend the customer's balance: the token that
 * POST …/loyalty/verify answered for this WhatsApp, and the points or centavos of cashback to spend.
 * Without a token of the same business and phone, nothing is spent.
 */
export const storefrontLoyaltyShape = {
  loyalty_token: z.string().min(1).max(200).nullish(),
  points: CreateOrderBodySchema.shape.points,
  cashback: CreateOrderBodySchema.shape.cashback,
};

/** POST v1/storefront/{ref}/quote: the cart as the order sends it, without who pays and how. */
export const StorefrontQuoteBodySchema = CreateOrderBodySchema.pick({ products: true, coupon_code: true })
  .extend({
    order_type_id: z.union([z.literal(1), z.literal(2)]),
    district_id: orderDetailsShape.district_id,
    /** Needed for a coupon limited per customer and to spend loyalty; optional otherwise. */
    customer_whatsapp: phoneSchema.nullish(),
    ...storefrontLoyaltyShape,
  })
  .strict();
export type StorefrontQuoteBody = z.infer<typeof StorefrontQuoteBodySchema>;
export type StorefrontQuoteBodyInput = z.input<typeof StorefrontQuoteBodySchema>;

/** The server's totals for that cart, in centavos: what the order will be when sent as it is. */
export const StorefrontQuoteSchema = z.object({
  subtotal: z.number().int(),
  delivery_fee: z.number().int(),
  coupon_code: z.string().nullable(),
  coupon_discount: z.number().int(),
  points_redeemed: z.number().int(),
  /** What the points took off. */
  loyalty_discount: z.number().int(),
  cashback_discount: z.number().int(),
  /** Every discount together. */
  discount: z.number().int(),
  total: z.number().int(),
});
export type StorefrontQuote = z.infer<typeof StorefrontQuoteSchema>;

/** POST v1/storefront/{ref}/loyalty/code. */
export const LoyaltyCodeRequestSchema = z.strictObject({ whatsapp: phoneSchema });
export type LoyaltyCodeRequest = z.infer<typeof LoyaltyCodeRequestSchema>;

/** POST v1/storefront/{ref}/loyalty/verify. */
export const LoyaltyVerifyBodySchema = z.strictObject({ whatsapp: phoneSchema, code: LoyaltyCodeSchema });
export type LoyaltyVerifyBody = z.infer<typeof LoyaltyVerifyBodySchema>;

/** The balance the code opened, per the business's programs (null: that program is off or empty), and the token to spend it. */
export const LoyaltyGrantSchema = z.object({
  points: z.object({ balance: z.number().int(), point_value: z.number().int() }).nullable(),
  /** Centavos of cashback. */
  cashback: z.object({ balance: z.number().int() }).nullable(),
  token: z.string(),
  expires_at: z.string(),
});
export type LoyaltyGrant = z.infer<typeof LoyaltyGrantSchema>;

/** GET v1/storefront/{ref}/cep/{zipcode}: the CEP's address, and the served bairro it names (null: none matches). */
export const StorefrontCepSchema = cepAddressSchema.extend({ district_id: z.number().int().nullable() });
export type StorefrontCep = z.infer<typeof StorefrontCepSchema>;

/** The business's served bairro a CEP's address is in: same bairro and city names, accents and case ignored. */
export function servedDistrictOf(areas: readonly { district_id: number; district_name: string; city_name: string }[], address: { district: string; city: string }): number | null {
  const district = placeNameKey(address.district);
  const city = placeNameKey(address.city);
  if (!district) return null;
  const match = areas.find((area) => placeNameKey(area.district_name) === district && placeNameKey(area.city_name) === city);
  return match?.district_id ?? null;
}
