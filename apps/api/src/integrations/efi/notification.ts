import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/*
 * An Efí Pix webhook delivery (INTEGRATIONS.md "Pix"; Efí's "Recebendo callbacks"): POST
 * `<webhookUrl>/pix` with `{"pix":[{endToEndId, txid, chave, valor, horario, infoPagador?,
 * devolucoes?}]}`, several items in one delivery at times; on registration, one POST of
 * `{"evento":"teste_webhook"}` to the URL itself. Nothing in it is signed: our URL carries a secret
 * of our own (`?hmac=`, decision 0048) and the handler re-reads each charge from Efí.
 */

// No NUL: PostgreSQL refuses it in a text column, and a delivery carrying one must get a 4xx, not a 500.
const text = (max: number) => z.string().max(max).refine((value) => !value.includes('\u0000'));

const RefundSchema = z.looseObject({ id: text(35), status: text(40).optional() });

export const EfiPixItemSchema = z.looseObject({
  endToEndId: text(64).min(1),
  /** Missing for a Pix to the key that named no charge (we make none such) and for Pix sent. */
  txid: text(64).optional(),
  chave: text(100).optional(),
  valor: text(20),
  horario: text(40).nullish(),
  devolucoes: z.array(RefundSchema).max(100).optional(),
});

export const EfiPixNotificationSchema = z.looseObject({ pix: z.array(EfiPixItemSchema).min(1).max(500) });
export type EfiPixNotification = z.output<typeof EfiPixNotificationSchema>;

const RegistrationTestSchema = z.looseObject({ evento: z.literal('teste_webhook') });

/**
 * The inbox's event for a delivery, or null when it is not one of Efí's. A delivery of one Pix is
 * that Pix's endToEndId, so Efí's retries and duplicates of it are stored once; a delivery of several,
 * or one telling of refunds (Efí notifies those with the same endToEndId), is the hash of what it
 * carries, so the same delivery again is a duplicate and a different one is not.
 */
export function describeEfiDelivery(body: unknown): { eventId: string; eventType: string } | null {
  if (RegistrationTestSchema.safeParse(body).success) return { eventId: 'teste_webhook', eventType: 'teste_webhook' };
  const parsed = EfiPixNotificationSchema.safeParse(body);
  if (!parsed.success) return null;
  const keys = [...new Set(parsed.data.pix.map((item) => [item.endToEndId, ...(item.devolucoes ?? []).map((d) => `${d.id}/${d.status ?? ''}`)].join(':')))].sort();
  const eventId = keys.length === 1 && !keys[0]!.includes(':') ? keys[0]! : `sha256:${createHash('sha256').update(keys.join('\n')).digest('hex')}`;
  return { eventId, eventType: 'pix' };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the URL's `hmac` is our secret; compared in constant time (as digests, so lengths match). */
export function verifyEfiHmac(secret: string, given: unknown): boolean {
  if (!secret || typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(secret), digest(given));
}

/** The URL to register with Efí for our inbox: our secret, and `ignorar=` to take Efí's `/pix` suffix. */
export function efiWebhookUrl(appUrl: string, secret: string): string {
  return `${appUrl.replace(/\/$/, '')}/api/v1/webhooks/efi?hmac=${encodeURIComponent(secret)}&ignorar=`;
}
