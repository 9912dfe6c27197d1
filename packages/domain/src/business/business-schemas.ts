import { z } from 'zod';
import { cepSchema } from '../address/cep';
import { AvailableFeaturesSchema } from '../features/feature-access';
import { phoneSchema } from '../phone/phone-schema';
import { PlanStatusSchema } from '../plans/plan-status';
import { TimeZoneSchema } from '../time/business-time';
import { CardFeeResourceSchema } from './card-fee';
import { LocalMomentSchema } from './opening-hours';
import { PaymentMethodsResourceSchema } from './payment-settings';

// Wire contract of v1/businesses (spec §3 "Business", §7 "Business").

export const BUSINESS_SEGMENTS = [
  'restaurant',
  'pizzeria',
  'snack_bar',
  'burger',
  'japanese',
  'acai',
  'bakery',
  'bar',
  'other',
] as const;

const cents = z.number().int().min(0).max(100_000_00);

const businessFields = {
  name: z.string().trim().min(1).max(120),
  whatsapp: phoneSchema,
  segment: z.enum(BUSINESS_SEGMENTS),
  zipcode: cepSchema,
  address_street: z.string().trim().min(1).max(160),
  address_number: z.string().trim().min(1).max(20),
  address_complement: z.string().trim().max(80).optional(),
  district: z.string().trim().min(1).max(80),
  city: z.string().trim().min(1).max(80),
  state: z.string().trim().toUpperCase().length(2),
  delivery_fee: cents.optional(),
};

export const createBusinessBodySchema = z.strictObject(businessFields);
export type CreateBusinessBody = z.infer<typeof createBusinessBodySchema>;

export const updateBusinessBodySchema = z
  .strictObject({
    ...businessFields,
    is_checkout_enabled: z.boolean(),
    timezone: z.string().min(1).max(64).pipe(TimeZoneSchema),
  })
  .partial();
export type UpdateBusinessBody = z.infer<typeof updateBusinessBodySchema>;

export const subscriptionSummarySchema = z.object({
  id: z.number().int(),
  plan: z.string(),
  status: z.string(),
  expires_at: z.string().nullable(),
});

export const businessSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  name: z.string(),
  segment: z.string(),
  whatsapp: z.string(),
  zipcode: z.string(),
  address_street: z.string(),
  address_number: z.string(),
  address_complement: z.string().nullable(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  logo: z.string().nullable(),
  currency: z.string(),
  timezone: z.string(),
  delivery_fee: z.number().int(),
  is_checkout_enabled: z.boolean(),
  /** Open now by its opening hours (business/opening-hours), at the time of the request. */
  is_open: z.boolean(),
  /** While open, when it closes; while closed, when it opens next (null: no hours set ahead). */
  closes_at: LocalMomentSchema.nullable(),
  opens_at: LocalMomentSchema.nullable(),
  /** Accepted payment methods per order type (delivery, retirada, local), in the PDV's order. */
  payment_methods: PaymentMethodsResourceSchema,
  /**
   * The card fee or null (spec §3: id, type, value). `value` is a percentage for 'percentage'
   * (3.5 is 3,5%) and centavos for 'fixed'; `id` is the business's, whose row keeps it.
   */
  card_fee: CardFeeResourceSchema.nullable(),
  /** A Pix key is set (…/payment-methods gives the key itself to whoever manages settings). */
  has_pix_key: z.boolean(),
  can_access: z.boolean(),
  /** computePlanStatus of plans/plan-status from plan, plan_expires_at and now. */
  plan_status: PlanStatusSchema,
  /** Codes the business holds; during a trial the paid ones carry the `_trial` suffix (features/). */
  feature_codes: z.array(z.string()),
  /** The catalogue of features (code → name), held or not: the upgrade prompt lists the blocked ones. */
  available_features: AvailableFeaturesSchema,
  subscription: subscriptionSummarySchema.nullable(),
  created_at: z.string(),
});
export type Business = z.infer<typeof businessSchema>;

export const listBusinessesQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(120).optional(),
});

