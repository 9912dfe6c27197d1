import { z } from 'zod';
import { cepSchema } from '../address/cep';
import { AvailableFeaturesSchema } from '../features/available-features-schema';
import { phoneSchema } from '../phone/phone-schema';
import { PlanStatusSchema } from '../plans/plan-status-schema';
import { OrderSettingsSchema, WaiterServiceChargeSchema } from './general-settings';
import { MAX_ROW_ID } from '../validation/row-id';
import { isSlug } from '../validation/predicates';
import { BRAZIL_TIME_ZONES } from './brazil-time-zones';
import { isValidDocument, documentDigits } from './business-document';
import { SLUG_MAX } from './business-slug';
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

/** null, undefined and '' all mean "none": the page sends '' for a field left empty. */
const noneAsEmpty = (value: unknown) => (value === null || value === undefined ? '' : value);

/**
 * An optional field of the business page: left empty it is cleared (null); anything else must pass
 * `rule`, and is stored as `store` gives it.
 */
function clearable(max: number, isValid: (value: string) => boolean, params: { rule: string }, store: (value: string) => string = (v) => v) {
  return z
    .preprocess(
      noneAsEmpty,
      z
        .string()
        .trim()
        .max(max, { abort: true })
        .refine((value) => value === '' || isValid(value), { params })
        .transform((value) => (value === '' ? null : store(value))),
    )
    .optional();
}

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * PUT v1/businesses/{id}: the business page (/settings/business) saved whole, with the
 * `profile_version` it was read at (409 when someone saved since). E-mail, CPF/CNPJ, complement and
 * slug are optional: left out, null or '' clears them. The delivery fee is not here: it belongs to
 * the delivery areas (PUT …/district-delivery), with their own version.
 */
export const updateBusinessBodySchema = z.strictObject({
  name: businessFields.name,
  segment: businessFields.segment,
  whatsapp: businessFields.whatsapp,
  email: clearable(255, isEmail, { rule: 'email' }),
  /** CPF or CNPJ, masked or not; stored as digits. */
  document: clearable(30, isValidDocument, { rule: 'cpf_cnpj' }, documentDigits),
  zipcode: businessFields.zipcode,
  address_street: businessFields.address_street,
  address_number: businessFields.address_number,
  address_complement: businessFields.address_complement,
  district: businessFields.district,
  city: businessFields.city,
  state: businessFields.state,
  timezone: z.enum(BRAZIL_TIME_ZONES),
  /** The public link's slug (spec §5 slug rule); unique across businesses. */
  slug: clearable(SLUG_MAX, isSlug, { rule: 'slug' }),
  is_checkout_enabled: z.boolean(),
  version: z.number().int().min(0).max(MAX_ROW_ID - 1),
});
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
  /** Spec §3: the percentage charged on table orders (pdv/serviceChargeFor); null: none. */
  waiter_service_charge: WaiterServiceChargeSchema.nullable(),
  /** How orders are taken (/settings/general-settings): minimum, auto-accept, sound, numbering, preparation time. */
  general_settings: OrderSettingsSchema,
  /** Business page: contact e-mail, CPF or CNPJ (digits), public link slug, and the page's version. */
  email: z.string().nullable(),
  document: z.string().nullable(),
  slug: z.string().nullable(),
  /** The absolute URL of the public menu (APP_URL + business/business-slug's publicLinkPath: the slug, else the token). */
  storefront_url: z.url(),
  profile_version: z.number().int(),
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
  /** An Efí account is connected: a Pix charge is dynamic and confirms itself (Settings → Pagamentos). */
  efi_connected: z.boolean(),
  can_access: z.boolean(),
  /** can_access is false because the subscription is suspended (an unpaid invoice), not a platform block. */
  billing_suspended: z.boolean(),
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

