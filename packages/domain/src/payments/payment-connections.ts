import { z } from 'zod';
import { requiredString } from '../validation/rules';

// A restaurant's accounts at the payment providers (issue 34, settings → Pagamentos). The credentials
// go in and never come out: the API answers what the settings may show.

/** Mercado Pago's credentials: "Suas integrações" → the application → Credenciais de produção (or de teste). */
const mercadoPagoCredential = (rule: 'mp_access_token' | 'mp_public_key') =>
  requiredString(200).refine((value) => /^(APP_USR|TEST)-[A-Za-z0-9-]{8,}$/.test(value), { params: { rule } });

/** POST v1/businesses/{id}/mp: connect (or replace) the restaurant's Mercado Pago account. */
export const MercadoPagoConnectBodySchema = z.strictObject({
  access_token: mercadoPagoCredential('mp_access_token'),
  public_key: mercadoPagoCredential('mp_public_key'),
  /** "Assinatura secreta" of the application's webhooks: the notifications are checked with it. */
  webhook_secret: requiredString(200).min(16),
});
export type MercadoPagoConnectBody = z.infer<typeof MercadoPagoConnectBodySchema>;

/** GET/POST v1/businesses/{id}/mp: what the settings show of the connection. */
export const MercadoPagoConnectionSchema = z.object({
  connected: z.boolean(),
  /** The account's name at Mercado Pago, as "testar conexão" read it. */
  account: z.string().nullable(),
  /** Test credentials move no money. */
  live: z.boolean().nullable(),
  public_key: z.string().nullable(),
  /** The token's last 4 characters, to tell which one is stored. */
  access_token_end: z.string().nullable(),
  /** Where Mercado Pago must send this restaurant's notifications (its panel → Webhooks). */
  notification_url: z.string(),
  connected_at: z.string().nullable(),
  /** False when the server has no key to store credentials with (SECRETS_KEY in production). */
  can_connect: z.boolean(),
});
export type MercadoPagoConnection = z.infer<typeof MercadoPagoConnectionSchema>;
