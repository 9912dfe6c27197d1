import { z } from 'zod';
import { phoneSchema } from '../phone/phone-schema';
import { RowIdSchema } from '../validation/row-id';
import { requiredString } from '../validation/rules';
import { ORDER_MESSAGE_KINDS } from './order-messages';

// The wire shapes of v1/whatsapp (issue 35): the restaurant's connected number and its messages.

export const WHATSAPP_STATES = ['open', 'connecting', 'close'] as const;
export const PAUSE_REASONS = ['logged_out', 'temporarily_banned', 'forbidden', 'banned'] as const;

/** GET v1/whatsapp: the number as the page shows it. `pairing` only while it waits for a scan. */
export const WHATSAPP_PROVIDERS = ['evolution', 'cloud'] as const;

export const WhatsappConnectionSchema = z.object({
  /** False when the server has no WhatsApp provider configured: messages stay in the outbox. */
  available: z.boolean(),
  /** Whether the Cloud API may be chosen (the server keeps credentials sealed). */
  cloud_available: z.boolean(),
  /** How the number is connected: by QR (Evolution API) or with the restaurant's own Meta app (Cloud API). */
  provider: z.enum(WHATSAPP_PROVIDERS).nullable(),
  /** Cloud API only: what the owner pastes into Meta's dashboard (Webhooks) so replies and receipts reach Comanda. */
  cloud: z.object({ phone_number_id: z.string(), webhook_url: z.string(), verify_token: z.string() }).nullable(),
  /** Whether the business has an instance at the provider (created, maybe not yet paired). */
  created: z.boolean(),
  state: z.enum(WHATSAPP_STATES),
  /** The connected number, E.164. */
  phone: z.string().nullable(),
  pairing: z
    .object({
      /** What the QR encodes; it rotates while nobody scans it. */
      code: z.string(),
      /** The code typed on the phone instead of scanning, when the provider gives one. */
      pairing_code: z.string().nullable(),
      updated_at: z.string(),
    })
    .nullable(),
  /** Set by a disconnect with a ban code: nothing is sent until the number is connected again. */
  paused_reason: z.enum(PAUSE_REASONS).nullable(),
  paused_at: z.string().nullable(),
  connected_at: z.string().nullable(),
});
export type WhatsappConnection = z.infer<typeof WhatsappConnectionSchema>;

/** PUT v1/whatsapp/cloud: the restaurant's Meta app and number (Meta's dashboard → WhatsApp → API Setup). */
export const CloudConnectionBodySchema = z.strictObject({
  phone_number_id: requiredString(30).refine((v) => /^\d{5,30}$/.test(v), { params: { rule: 'cloud_phone_number_id' } }),
  access_token: requiredString(2000).refine((v) => /^\S{20,}$/.test(v), { params: { rule: 'invalid' } }),
  app_secret: requiredString(200).refine((v) => /^\S{8,}$/.test(v), { params: { rule: 'invalid' } }),
  verify_token: requiredString(100).refine((v) => /^[\w-]{8,100}$/.test(v), { params: { rule: 'cloud_verify_token' } }),
});
export type CloudConnectionBody = z.infer<typeof CloudConnectionBodySchema>;

/** `canceled`: a scheduled message canceled, or a campaign's message when the campaign was; `skipped`: not sent to a customer who opted out first or has no WhatsApp. */
export const WHATSAPP_MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'unknown', 'canceled', 'skipped'] as const;
export type WhatsappMessageStatus = (typeof WHATSAPP_MESSAGE_STATUSES)[number];

export const WhatsappMessageSchema = z.object({
  id: z.number().int(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  to: z.string(),
  text: z.string(),
  media: z.object({ url: z.string(), mime_type: z.string(), file_name: z.string().optional() }).nullable(),
  source: z.enum(['manual', 'campaign', 'order_status', 'scheduled', 'system']),
  status: z.enum(WHATSAPP_MESSAGE_STATUSES),
  error: z.string().nullable(),
  created_at: z.string(),
  /** A scheduled message's time. */
  send_at: z.string().nullable(),
  campaign_id: z.number().int().nullable(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
});
export type WhatsappMessage = z.infer<typeof WhatsappMessageSchema>;

/** WhatsApp's own limit on a text message. */
export const WHATSAPP_TEXT_MAX = 4096;

/** A WhatsApp group's id, as the provider lists it (GET v1/whatsapp/groups). */
export const WHATSAPP_GROUP_ID = /^\d[\d-]{4,60}@g\.us$/;

/** An image or PDF uploaded first (POST v1/whatsapp/media); the API accepts only its own uploads. */
export const WhatsappMediaSchema = z.strictObject({
  url: z.string().max(500),
  mime_type: z.enum(['image/webp', 'application/pdf']),
  file_name: z.string().max(200).optional(),
});
export type WhatsappMedia = z.infer<typeof WhatsappMediaSchema>;

const recipient = {
  customer_id: RowIdSchema.optional(),
  phone: phoneSchema.optional(),
  group_id: z.string().regex(WHATSAPP_GROUP_ID).optional(),
  /** The text, or an attachment's caption (then it may be empty). */
  text: z.string().trim().max(WHATSAPP_TEXT_MAX).default(''),
  media: WhatsappMediaSchema.optional(),
};
const oneRecipient = (body: { customer_id?: number; phone?: string; group_id?: string }) => [body.customer_id, body.phone, body.group_id].filter((v) => v !== undefined).length === 1;
const textOrMedia = (body: { text: string; media?: unknown }) => body.text !== '' || body.media !== undefined;

/** POST v1/whatsapp/messages: a text to one customer of the business, or to a number typed in. */
export const SendWhatsappMessageBodySchema = z
  .strictObject(recipient)
  .refine(oneRecipient, { path: ['phone'], params: { rule: 'whatsapp_recipient' } })
  .refine(textOrMedia, { path: ['text'], params: { rule: 'required' } });
export type SendWhatsappMessageBody = z.infer<typeof SendWhatsappMessageBodySchema>;

/** POST v1/whatsapp/schedule-messages: the same, sent at `send_at` (in the future, within 90 days). */
export const ScheduleWhatsappMessageBodySchema = z
  .strictObject({ ...recipient, send_at: z.iso.datetime({ offset: true }) })
  .refine(oneRecipient, { path: ['phone'], params: { rule: 'whatsapp_recipient' } })
  .refine(textOrMedia, { path: ['text'], params: { rule: 'required' } });
export type ScheduleWhatsappMessageBody = z.infer<typeof ScheduleWhatsappMessageBodySchema>;

/** GET/PUT v1/whatsapp/order-messages: each order-status message, on or off, with its text. */
export const OrderMessageSettingSchema = z.strictObject({
  kind: z.enum(ORDER_MESSAGE_KINDS),
  enabled: z.boolean(),
  text: requiredString(1000),
});
export const OrderMessagesBodySchema = z.strictObject({
  messages: z
    .array(OrderMessageSettingSchema)
    .max(ORDER_MESSAGE_KINDS.length)
    .refine((list) => new Set(list.map((m) => m.kind)).size === list.length, { params: { rule: 'distinct' } }),
});
export type OrderMessagesBody = z.infer<typeof OrderMessagesBodySchema>;

/** GET v1/whatsapp/contacts: the connected number's saved contacts. */
export const WhatsappContactSchema = z.object({ id: z.string(), phone: z.string(), name: z.string().nullable() });
/** GET v1/whatsapp/groups: the groups the number is in. */
export const WhatsappGroupSchema = z.object({ id: z.string(), subject: z.string(), size: z.number().int().nullable() });
