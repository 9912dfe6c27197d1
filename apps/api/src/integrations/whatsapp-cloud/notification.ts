import { createHash } from 'node:crypto';
import { z } from 'zod';

/*
 * A Cloud API webhook delivery (INTEGRATIONS.md "WhatsApp"): `{object: 'whatsapp_business_account',
 * entry: [{changes: [{field: 'messages', value: {metadata, contacts?, messages?, statuses?}}]}]}`,
 * signed `X-Hub-Signature-256` (signature.ts). One delivery may carry several messages and statuses;
 * Meta sends it again until we answer 200, so the whole body is the inbox's event.
 */

const text = (max: number) => z.string().max(max).refine((value) => !value.includes('\u0000'));

const CloudMessageSchema = z.looseObject({
  from: text(40),
  id: text(200).min(1),
  type: text(40),
  text: z.looseObject({ body: text(65_536) }).optional(),
  button: z.looseObject({ text: text(1000) }).optional(),
});

const CloudStatusSchema = z.looseObject({
  id: text(200).min(1),
  status: text(40),
  recipient_id: text(40).optional(),
});

const CloudValueSchema = z.looseObject({
  metadata: z.looseObject({ phone_number_id: text(60) }),
  messages: z.array(CloudMessageSchema).max(1000).optional(),
  statuses: z.array(CloudStatusSchema).max(1000).optional(),
});

export const CloudDeliverySchema = z.looseObject({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(z.looseObject({ changes: z.array(z.looseObject({ field: text(60), value: z.looseObject({}) })).max(100) }))
    .min(1)
    .max(100),
});

export type CloudMessage = z.infer<typeof CloudMessageSchema>;
export type CloudStatus = z.infer<typeof CloudStatusSchema>;

/** Every message and status of a delivery, with the number (phone number id) each is for; changes we do not read are left out. */
export function cloudDeliveryItems(body: unknown): { phoneNumberId: string; messages: CloudMessage[]; statuses: CloudStatus[] }[] | null {
  const delivery = CloudDeliverySchema.safeParse(body);
  if (!delivery.success) return null;
  const items: { phoneNumberId: string; messages: CloudMessage[]; statuses: CloudStatus[] }[] = [];
  for (const entry of delivery.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const value = CloudValueSchema.safeParse(change.value);
      if (!value.success) return null;
      items.push({ phoneNumberId: value.data.metadata.phone_number_id, messages: value.data.messages ?? [], statuses: value.data.statuses ?? [] });
    }
  }
  return items;
}

/** The inbox's event: the body's hash (a delivery sent again is the same bytes' meaning), or null when it is not a Cloud API delivery. */
export function describeCloudDelivery(body: unknown): { eventId: string; eventType: string } | null {
  const items = cloudDeliveryItems(body);
  if (!items) return null;
  const ids = items.flatMap((item) => [...item.messages.map((m) => `m:${m.id}`), ...item.statuses.map((s) => `s:${s.id}:${s.status}`)]).sort();
  return { eventId: `cloud:${createHash('sha256').update(ids.join('|') || JSON.stringify(body)).digest('hex')}`, eventType: 'messages' };
}

/** The text a customer wrote (or the quick-reply button they tapped). */
export const cloudMessageText = (message: CloudMessage) => message.text?.body ?? message.button?.text ?? '';
