import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/*
 * An Evolution API webhook delivery (INTEGRATIONS.md "WhatsApp"): POST of `{event, instance, data,
 * date_time, …}` with `event` one of `connection.update`, `qrcode.updated`, `messages.upsert`,
 * `messages.update` (older servers spell them `CONNECTION_UPDATE`…). Nothing is signed: each
 * restaurant's URL carries a secret of its own, whose hash its connection keeps. Deliveries repeat:
 * the inbox's event id is what makes a copy a duplicate.
 */

// No NUL: PostgreSQL refuses it in a text column, and a delivery carrying one must get a 4xx, not a 500.
const text = (max: number) => z.string().max(max).refine((value) => !value.includes('\u0000'));

export const EvolutionDeliverySchema = z.looseObject({
  event: text(60),
  instance: text(120),
  data: z.looseObject({}),
  date_time: text(60).optional(),
});

export const ConnectionUpdateSchema = z.looseObject({
  state: z.enum(['open', 'connecting', 'close']),
  statusReason: z.number().int().optional(),
  /** The connected number's chat id, on `open`. */
  wuid: text(120).optional(),
});

export const QrcodeUpdatedSchema = z.looseObject({
  qrcode: z.looseObject({ code: text(2000), pairingCode: text(40).nullish() }),
});

export const MessageUpsertSchema = z.looseObject({
  key: z.looseObject({ remoteJid: text(120), fromMe: z.boolean(), id: text(120).min(1) }),
  pushName: text(200).nullish(),
  message: z.looseObject({ conversation: text(65_536).optional(), extendedTextMessage: z.looseObject({ text: text(65_536) }).optional() }).nullish(),
});

export const MessageUpdateSchema = z.looseObject({
  keyId: text(120).min(1),
  remoteJid: text(120).optional(),
  status: text(40),
});

/** `CONNECTION_UPDATE` and `connection.update` are the same event. */
export const evolutionEventName = (event: string) => event.toLowerCase().replace(/_/g, '.');

const sha = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The inbox's event for a delivery, or null when it is not one we read. A received message is its
 * WhatsApp id; a status change, the message and the status; a connection change, its state, reason
 * and moment; a QR, its code — so that a delivery sent twice is stored once.
 */
export function describeEvolutionDelivery(body: unknown): { eventId: string; eventType: string } | null {
  const delivery = EvolutionDeliverySchema.safeParse(body);
  if (!delivery.success) return null;
  const { instance, data } = delivery.data;
  const eventType = evolutionEventName(delivery.data.event);
  switch (eventType) {
    case 'messages.upsert': {
      const parsed = MessageUpsertSchema.safeParse(data);
      return parsed.success ? { eventId: `msg:${parsed.data.key.id}`, eventType } : null;
    }
    case 'messages.update': {
      const parsed = MessageUpdateSchema.safeParse(data);
      return parsed.success ? { eventId: `ack:${parsed.data.keyId}:${parsed.data.status}`, eventType } : null;
    }
    case 'connection.update': {
      const parsed = ConnectionUpdateSchema.safeParse(data);
      if (!parsed.success) return null;
      return { eventId: `conn:${sha([instance, parsed.data.state, parsed.data.statusReason ?? '', delivery.data.date_time ?? ''].join('|'))}`, eventType };
    }
    case 'qrcode.updated': {
      const parsed = QrcodeUpdatedSchema.safeParse(data);
      return parsed.success ? { eventId: `qr:${sha(`${instance}|${parsed.data.qrcode.code}`)}`, eventType } : null;
    }
    default:
      return null;
  }
}

/** The hash a connection keeps of its webhook secret. */
export const webhookSecretHash = (secret: string) => sha(secret);

/** Whether the URL's `secret` is the one whose hash the connection keeps; compared in constant time. */
export function verifyEvolutionSecret(secretHash: string, given: unknown): boolean {
  if (!secretHash || typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(Buffer.from(sha(given)), Buffer.from(secretHash.padEnd(64).slice(0, 64)));
}

/** The URL a restaurant's Evolution instance calls: its business token and its own secret. */
export function evolutionWebhookUrl(appUrl: string, businessToken: string, secret: string): string {
  return `${appUrl.replace(/\/$/, '')}/api/v1/webhooks/evolution?business=${encodeURIComponent(businessToken)}&secret=${encodeURIComponent(secret)}`;
}
