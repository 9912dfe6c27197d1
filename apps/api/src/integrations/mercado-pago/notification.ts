import { z } from 'zod';

// A Mercado Pago webhook notification (INTEGRATIONS.md): POST <notification_url>?data.id=…&type=…
// with the body below. Only `data.id` is signed (through the query); the rest of the body is not.

// No NUL: PostgreSQL refuses it in a text column, and a signed delivery carrying one must get a 4xx, not a 500.
const text = (max: number) => z.string().max(max).refine((value) => !value.includes('\u0000'));
const idSchema = z.union([text(100).min(1), z.number().int().nonnegative()]).transform(String);

export const MercadoPagoNotificationSchema = z.looseObject({
  /** The notification's own id: the same on every retry of it, so it is the event id we deduplicate on. */
  id: idSchema,
  /** `payment`, `merchant_order`, `subscription_preapproval`, `topic_chargebacks_wh`… */
  type: text(100).min(1),
  action: text(100).optional(),
  live_mode: z.boolean().optional(),
  data: z.looseObject({ id: idSchema }),
});

export type MercadoPagoNotification = z.output<typeof MercadoPagoNotificationSchema>;

/**
 * The notification in `body`, or null when it is not one. `queryDataId` is the URL's `data.id`,
 * the one the signature covers: a body naming another resource is refused, so that what a handler
 * reads from the body is what was signed.
 */
export function readMercadoPagoNotification(body: unknown, queryDataId: string | undefined): MercadoPagoNotification | null {
  const parsed = MercadoPagoNotificationSchema.safeParse(body);
  if (!parsed.success) return null;
  if (queryDataId !== undefined && queryDataId !== parsed.data.data.id) return null;
  return parsed.data;
}
