import { z } from 'zod';
import { CentavosSchema } from '../money/centavos-schema';
import { WEEKDAYS, WeekdaySchema } from '../time/business-time';
import { MAX_ROW_ID, RowIdSchema } from '../validation/row-id';

// Wire contract of v1/businesses/{id}/district-delivery and …/districts (spec §3 "District", §7):
// the bairros a business delivers to, each with its own terms, and what happens elsewhere.

/** At most R$ 100.000,00: a fee or an order value beyond it is a typing slip (and fits the column). */
const money = CentavosSchema.max(100_000_00);

export const DELIVERY_TIME_MAX_MINUTES = 600;
export const DISTRICT_DELIVERY_MAX_ROWS = 1000;

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

export const DistrictDeliveryRowSchema = z.strictObject({
  district_id: RowIdSchema,
  /** Centavos; 0 delivers free. */
  delivery_fee: money,
  /** Estimated minutes from dispatch to the door; null when the business does not say. */
  delivery_time: z.number().int().min(1).max(DELIVERY_TIME_MAX_MINUTES).nullable().default(null),
  /** Centavos; an order below it is not delivered there. 0: no minimum. */
  minimum_order: money.default(0),
  /** Centavos; an order of at least this much is delivered free. null: never free. */
  free_delivery_from: money.min(1).nullable().default(null),
  /** The weekdays the business delivers there, in the business's time zone. */
  days_of_week: z
    .array(WeekdaySchema)
    .max(WEEKDAYS.length)
    .refine((days) => days.length > 0, { params: { rule: 'no_delivery_day' }, abort: true })
    .refine(distinct, { params: { rule: 'distinct' } })
    .default([...WEEKDAYS]),
});
export type DistrictDeliveryRow = z.infer<typeof DistrictDeliveryRowSchema>;
export type DistrictDeliveryRowInput = z.input<typeof DistrictDeliveryRowSchema>;

/**
 * PUT v1/businesses/{id}/district-delivery: the whole list, as the page shows it, and the terms
 * outside it. `version` is the one the list was read at: a save made over someone else's newer one
 * is refused (409), so that neither loses the other's rows unseen.
 */
export const DistrictDeliveryBodySchema = z.strictObject({
  version: z.number().int().min(0).max(MAX_ROW_ID),
  /** The business's fee (spec §3 Business.delivery_fee) for addresses outside the list. */
  delivery_fee: money,
  /** false: the business does not deliver outside the list at all. */
  delivers_outside: z.boolean(),
  districts: z
    .array(DistrictDeliveryRowSchema)
    .max(DISTRICT_DELIVERY_MAX_ROWS)
    .refine((rows) => distinct(rows.map((row) => row.district_id)), { params: { rule: 'distinct' } }),
});
export type DistrictDeliveryBody = z.infer<typeof DistrictDeliveryBodySchema>;
export type DistrictDeliveryBodyInput = z.input<typeof DistrictDeliveryBodySchema>;

/** A bairro the business delivers to, with its terms and where it is. */
export const DeliveryAreaSchema = z.object({
  district_id: z.number().int(),
  district_name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  state_uf: z.string(),
  delivery_fee: z.number().int(),
  delivery_time: z.number().int().nullable(),
  minimum_order: z.number().int(),
  free_delivery_from: z.number().int().nullable(),
  days_of_week: z.array(WeekdaySchema),
});
export type DeliveryArea = z.infer<typeof DeliveryAreaSchema>;

export const DistrictDeliveryResourceSchema = z.object({
  version: z.number().int(),
  delivery_fee: z.number().int(),
  delivers_outside: z.boolean(),
  /** By city, then by bairro name. */
  districts: z.array(DeliveryAreaSchema),
});
export type DistrictDeliveryResource = z.infer<typeof DistrictDeliveryResourceSchema>;
