import { z } from 'zod';
import { CentavosSchema } from '../money/centavos-schema';
import { PERCENT_DECIMALS, fitsHundredths, hundredthsToPercent, percentToHundredths } from '../money/percent';
import type { LocalSubType } from '../orders/order-type';
import { MAX_ROW_ID } from '../validation/row-id';

/*
 * General settings of a business (/settings/general-settings, issue 14): how orders arrive and are
 * numbered, how long they take, the smallest order taken, and the waiter service charge of table
 * orders (spec §3 "a waiter service charge (id, value as a percentage)", §4 "Point of sale"). The
 * order manager and the PDV read them from the business resource.
 */

/**
 * When the order number starts again from 1: every day (the default; kitchens call "pedido 12"),
 * or never (one running number).
 */
export const ORDER_NUMBER_RESETS = ['daily', 'never'] as const;
export type OrderNumberReset = (typeof ORDER_NUMBER_RESETS)[number];
export const OrderNumberResetSchema = z.enum(ORDER_NUMBER_RESETS);

/** Estimated preparation time of a new business, in minutes. */
export const DEFAULT_PREPARATION_MINUTES = 30;
/** Four hours: past that an order is a catering booking, not a kitchen estimate. */
export const MAX_PREPARATION_MINUTES = 240;
export const MAX_SERVICE_CHARGE_PERCENT = 100;
/** R$ 100.000,00, the ceiling of every amount typed in the settings. */
export const MAX_MIN_ORDER_VALUE = 100_000_00;
/** The public menu's note while closed: a sentence or two ("Hoje abrimos mais tarde por causa do jogo"). */
export const MAX_CLOSED_MESSAGE = 200;

/** Blank is no message. */
const ClosedMessageSchema = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string().trim().max(MAX_CLOSED_MESSAGE).nullable());

/** A percentage from 0 to 100 with at most two decimal places (12,5%; not 12,345%). */
const ServiceChargePercentSchema = z
  .number()
  .min(0)
  .max(MAX_SERVICE_CHARGE_PERCENT)
  .refine(fitsHundredths, { params: { rule: 'max_decimals', decimals: PERCENT_DECIMALS } });

/**
 * Whether the PDV starts an on-premises order with the service charge on, per sub-type (issue 31): at
 * a table the waiter serves, so on; at the counter (balcão) no one does, so off. The person taking the
 * order may still switch it for that order.
 */
export type ServiceChargeDefault = Record<LocalSubType, boolean>;
export const DEFAULT_SERVICE_CHARGE_DEFAULT: ServiceChargeDefault = { mesa: true, balcao: false };
const ServiceChargeDefaultSchema = z.strictObject({ mesa: z.boolean(), balcao: z.boolean() }) satisfies z.ZodType<ServiceChargeDefault>;

const settingsShape = {
  /** Percentage of a table order's subtotal; null or 0: no service charge. */
  waiter_service_charge: ServiceChargePercentSchema.nullable(),
  service_charge_default: ServiceChargeDefaultSchema,
  /** Centavos; a smaller order is refused. 0: no minimum. */
  min_order_value: CentavosSchema.max(MAX_MIN_ORDER_VALUE),
  auto_accept_orders: z.boolean(),
  sound_alert: z.boolean(),
  order_number_reset: OrderNumberResetSchema,
  preparation_minutes: z.number().int().min(1).max(MAX_PREPARATION_MINUTES),
  /** Shown on the public menu while the business is closed, below when it opens; null: none. */
  closed_message: ClosedMessageSchema,
  /** Customers may order on the public menu for a later time slot (schedule-slots.ts, decision 0047). */
  scheduled_orders: z.boolean(),
};

/** The page's document: every setting at once (the form edits this shape). */
export const GeneralSettingsSchema = z.strictObject(settingsShape);
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;

/** What PUT …/general-settings takes: the whole document with the version it was read at (409 when stale). */
export const GeneralSettingsBodySchema = z.strictObject({ ...settingsShape, version: z.number().int().min(0).max(MAX_ROW_ID - 1) });
export type GeneralSettingsBody = z.infer<typeof GeneralSettingsBodySchema>;

/** What GET and PUT …/general-settings answer. */
export const GeneralSettingsResourceSchema = z.object({
  waiter_service_charge: z.number().nullable(),
  service_charge_default: ServiceChargeDefaultSchema,
  min_order_value: z.number().int(),
  auto_accept_orders: z.boolean(),
  sound_alert: z.boolean(),
  order_number_reset: OrderNumberResetSchema,
  preparation_minutes: z.number().int(),
  closed_message: z.string().nullable(),
  scheduled_orders: z.boolean(),
  version: z.number().int(),
});
export type GeneralSettingsResource = z.infer<typeof GeneralSettingsResourceSchema>;

/** The business resource's `general_settings`: what the order manager and the PDV need to take an order. */
export const OrderSettingsSchema = GeneralSettingsResourceSchema.omit({ waiter_service_charge: true, closed_message: true, scheduled_orders: true, version: true });
export type OrderSettings = z.infer<typeof OrderSettingsSchema>;

/** The business resource's `waiter_service_charge` (spec §3): the business's id and the percentage. */
export const WaiterServiceChargeSchema = z.object({ id: z.number().int(), value: z.number() });
export type WaiterServiceCharge = z.infer<typeof WaiterServiceChargeSchema>;

/**
 * A new business: no service charge (on by default at tables, off at the counter once set), no
 * minimum, orders accepted by hand with a sound, numbered daily.
 */
export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = {
  waiter_service_charge: null,
  service_charge_default: DEFAULT_SERVICE_CHARGE_DEFAULT,
  min_order_value: 0,
  auto_accept_orders: false,
  sound_alert: true,
  order_number_reset: 'daily',
  preparation_minutes: DEFAULT_PREPARATION_MINUTES,
  closed_message: null,
  scheduled_orders: false,
};

/*
 * The service charge is stored in hundredths of a percent (1000 = 10%), and "none" is one value:
 * null. These two are the only crossings between the column and the percentage.
 */

/** The column's value for a percentage: 12.5 → 1250; null and 0 (no service charge) → null. */
export function serviceChargeColumn(percent: number | null): number | null {
  return percent ? percentToHundredths(percent) : null;
}

/** The percentage of a column's value: 1250 → 12.5; null or 0 → null. */
export function serviceChargePercent(hundredths: number | null): number | null {
  return hundredths ? hundredthsToPercent(hundredths) : null;
}
