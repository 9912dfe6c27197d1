import { z } from 'zod';
import { normalizePixKey, PIX_KEY_MAX_INPUT } from '../business/pix-key';
import { PIX_KEY_TYPES } from '../business/payment-settings';
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

/** The key in its DICT form, whichever kind it is; null when it is no Pix key. */
export function anyPixKey(text: string): string | null {
  for (const type of PIX_KEY_TYPES) {
    const key = normalizePixKey(type, text);
    if (key) return key;
  }
  return null;
}

/** The .p12 Efí hands out is a few kilobytes; base64 makes it a third longer. */
const CERTIFICATE_BASE64_MAX = 40_000;

/**
 * POST v1/businesses/{id}/gerencianet: connect (or replace) the restaurant's Efí account — its
 * application's Client_Id and Client_Secret, the account's .p12 certificate (base64), the Pix key the
 * charges are made to, and whether it is the sandbox (homologação) or production.
 */
export const EfiConnectBodySchema = z.strictObject({
  client_id: requiredString(200),
  client_secret: requiredString(200),
  certificate: requiredString(CERTIFICATE_BASE64_MAX).refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value), { params: { rule: 'efi_certificate' } }),
  certificate_password: z.string().max(200).default(''),
  pix_key: requiredString(PIX_KEY_MAX_INPUT).refine((value) => anyPixKey(value) !== null, { params: { rule: 'pix_key_any' } }),
  sandbox: z.boolean().default(false),
});
export type EfiConnectBody = z.input<typeof EfiConnectBodySchema>;

/** GET/POST v1/businesses/{id}/gerencianet: what the settings show of the Efí connection. */
export const EfiConnectionSchema = z.object({
  connected: z.boolean(),
  pix_key: z.string().nullable(),
  /** The Client_Id's last 4 characters, to tell which application is stored. */
  client_id_end: z.string().nullable(),
  sandbox: z.boolean().nullable(),
  connected_at: z.string().nullable(),
  /** False when the server cannot keep credentials (SECRETS_KEY) or has no Efí webhook secret (EFI_WEBHOOK_SECRET). */
  can_connect: z.boolean(),
});
export type EfiConnection = z.infer<typeof EfiConnectionSchema>;

/** GET v1/businesses/{id}/payments/unmatched-pix: a Pix received at the Efí account that matches no order. */
export const UnmatchedPixSchema = z.object({
  id: z.number().int(),
  end_to_end_id: z.string(),
  txid: z.string().nullable(),
  /** Centavos. */
  amount: z.number().int(),
  received_at: z.string(),
});
export type UnmatchedPix = z.infer<typeof UnmatchedPixSchema>;
