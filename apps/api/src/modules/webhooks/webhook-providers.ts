import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import { describeEvolutionDelivery, verifyEvolutionSecret } from '../../integrations/evolution/notification';
import type { SecretBox } from '../../lib/secret-box';
import { cloudWebhookAccount, whatsappWebhookAccount } from '../messaging/messaging.api';
import { describeCloudDelivery } from '../../integrations/whatsapp-cloud/notification';
import { verifyCloudSignature } from '../../integrations/whatsapp-cloud/signature';
import { credentialsByBusinessToken } from '../payments/payments.api';
import { describeEfiDelivery, verifyEfiHmac } from '../../integrations/efi/notification';
import { readMercadoPagoNotification } from '../../integrations/mercado-pago/notification';
import { verifyMercadoPagoSignature } from '../../integrations/mercado-pago/signature';

/** One HTTP delivery as the route received it. */
export interface WebhookDelivery {
  headers: IncomingHttpHeaders;
  query: Record<string, unknown>;
  rawBody: string;
  body: unknown;
}

/** What a provider's notification is: its own id (deduplication) and its type (handler dispatch). */
export interface WebhookEventRef {
  eventId: string;
  eventType: string;
}

/** How the inbox reads one provider's deliveries (decision 0041). */
export interface WebhookProvider {
  /** The headers kept with the stored delivery, lowercase. */
  keptHeaders: readonly string[];
  /** The event the body describes, or null when it is not a notification of this provider (422). */
  describe(delivery: WebhookDelivery): WebhookEventRef | null;
  /** Whether the delivery is signed by the provider with `secret` (receive-webhook.ts chooses it). */
  verify(delivery: WebhookDelivery, secret: string): boolean;
  /** The platform's own account's secret, for deliveries that name no restaurant. */
  platformSecret(config: Config): string | undefined;
  /**
   * The restaurant a delivery names (`?business=<token>`) and the secret its deliveries are checked
   * with, or null when it has no connection; absent for providers only the platform's account calls.
   */
  account?(db: Queryable, secrets: SecretBox | null, businessToken: string): Promise<{ businessId: number; secret: string } | null>;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export const queryString = (query: Record<string, unknown>, name: string) => {
  const value = query[name];
  return typeof value === 'string' ? value : undefined;
};

const mercadoPago: WebhookProvider = {
  keptHeaders: ['x-signature', 'x-request-id', 'content-type', 'user-agent'],
  describe(delivery) {
    const notification = readMercadoPagoNotification(delivery.body, queryString(delivery.query, 'data.id'));
    return notification ? { eventId: notification.id, eventType: notification.type } : null;
  },
  async account(db, secrets, token) {
    const found = await credentialsByBusinessToken<{ webhook_secret: string }>(db, secrets, token, 'mercado_pago');
    return found ? { businessId: found.businessId, secret: found.credentials.webhook_secret } : null;
  },
  platformSecret: (config) => config.mercadoPago.webhookSecret,
  verify(delivery, secret) {
    const body = delivery.body as { data?: { id?: unknown } } | null;
    const bodyDataId = body?.data?.id;
    return verifyMercadoPagoSignature(secret, {
      xSignature: header(delivery.headers, 'x-signature'),
      xRequestId: header(delivery.headers, 'x-request-id'),
      // The URL's data.id is the signed one; a notification without it signs the body's.
      dataId: queryString(delivery.query, 'data.id') ?? (typeof bodyDataId === 'string' || typeof bodyDataId === 'number' ? String(bodyDataId) : undefined),
    });
  },
};

// Efí signs nothing: the URL we registered carries our secret (`?hmac=…&ignorar=/pix`, decision 0048).
const efi: WebhookProvider = {
  keptHeaders: ['content-type', 'user-agent'],
  describe: (delivery) => describeEfiDelivery(delivery.body),
  platformSecret: (config) => config.efi.webhookSecret,
  verify: (delivery, secret) => verifyEfiHmac(secret, delivery.query.hmac),
};

// Evolution signs nothing either: each restaurant's URL carries a secret of its own (`?business=…&secret=…`),
// whose hash is kept on its WhatsApp connection.
const evolution: WebhookProvider = {
  keptHeaders: ['content-type', 'user-agent'],
  describe: (delivery) => describeEvolutionDelivery(delivery.body),
  platformSecret: () => undefined,
  account: (db, _secrets, token) => whatsappWebhookAccount(db, token),
  verify: (delivery, secretHash) => verifyEvolutionSecret(secretHash, delivery.query.secret),
};

// The Cloud API signs every POST with the restaurant's own app secret (X-Hub-Signature-256 over the raw body).
const whatsappCloud: WebhookProvider = {
  keptHeaders: ['x-hub-signature-256', 'content-type', 'user-agent'],
  describe: (delivery) => describeCloudDelivery(delivery.body),
  platformSecret: () => undefined,
  async account(db, secrets, token) {
    const found = await cloudWebhookAccount(db, secrets, token);
    return found ? { businessId: found.businessId, secret: found.secret.app_secret } : null;
  },
  verify: (delivery, appSecret) => appSecret !== '' && verifyCloudSignature(delivery.rawBody, header(delivery.headers, 'x-hub-signature-256'), appSecret),
};

/** Every provider that may call /api/v1/webhooks/:provider, by its path name. */
export const webhookProviders: Readonly<Record<string, WebhookProvider>> = { 'mercado-pago': mercadoPago, efi, evolution, 'whatsapp-cloud': whatsappCloud };

export function webhookProvider(name: string): WebhookProvider | null {
  return Object.hasOwn(webhookProviders, name) ? webhookProviders[name]! : null;
}

/** The provider's kept headers of a delivery, as stored with it. */
export function keptHeaders(provider: WebhookProvider, headers: IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of provider.keptHeaders) {
    const value = header(headers, name);
    if (value !== undefined) kept[name] = value.slice(0, 500);
  }
  return kept;
}
