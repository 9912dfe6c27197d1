import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { anyPixKey, EfiConnectBodySchema, EfiConnectionSchema, UnmatchedPixSchema, type EfiConnection } from '@comanda/domain/payments/payment-connections';
import type { Lang } from '@comanda/domain/validation/lang';
import { many, one } from '@comanda/domain/wire/envelopes';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { EfiError, type EfiClient } from '../../../integrations/efi/client';
import { efiWebhookUrl } from '../../../integrations/efi/notification';
import { AppError, fieldError } from '../../../lib/app-error';
import { errorResponses } from '../../../lib/error-responses';
import { msg } from '../../../lib/messages';
import { currentUser } from '../../../plugins/auth';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { listUnmatchedPix } from '../reconcile/unmatched-pix';
import { efiAccounts, type EfiSealedCredentials } from './efi-accounts';
import { connectAccount, disconnectAccount } from './connection-changes';
import { findPaymentConnection, type PaymentConnectionRow } from './payment-connections.repository';

// v1/businesses/{id}/gerencianet (spec §7; issue 34): the restaurant's own Efí (formerly Gerencianet)
// account, which its Pix orders are charged through. Connecting registers our webhook on the
// account's Pix key, which is also the test that the credentials, certificate and key belong together;
// everything is kept sealed (lib/secret-box.ts) and never sent back.

const params = z.strictObject({ id: PathIdSchema });
const single = one(EfiConnectionSchema);
const access = businessAccess('manage_settings', { from: 'path' });
const tags = ['payments'];

/** What Efí's refusal of a connection means to the owner: the field to fix, or a 4xx/5xx of its own. */
function connectionRefusal(err: unknown, lang: Lang): Error {
  if (!(err instanceof EfiError)) return err instanceof Error ? err : new Error(String(err));
  if (err.code === 'certificate_invalid') return fieldError('certificate', msg(lang, 'efi_certificate_invalid'));
  if (err.code === 'invalid_client' || err.code === 'unauthorized_client') return fieldError('client_secret', msg(lang, 'efi_credentials_refused'));
  if (err.code === 'chave_invalida') return fieldError('pix_key', msg(lang, 'efi_pix_key_refused'));
  if (err.code === 'webhook_invalido') {
    const reason = typeof (err.body as { mensagem?: unknown } | null)?.mensagem === 'string' ? (err.body as { mensagem: string }).mensagem : err.message;
    return new AppError('provider_unavailable', msg(lang, 'efi_webhook_refused', { reason }));
  }
  // A handshake the bank refused is a certificate it did not issue.
  if (err.code === 'network' && /certificate|alert|handshake|ssl/i.test(err.message)) return fieldError('certificate', msg(lang, 'efi_certificate_invalid'));
  return new AppError('provider_unavailable', msg(lang, 'efi_unreachable'));
}

export async function efiConnectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canConnect = () => app.secrets !== null && app.config.efi.webhookSecret !== undefined;

  const resource = (row: PaymentConnectionRow | null): EfiConnection => ({
    connected: row !== null,
    pix_key: (row?.shown.pix_key as string | undefined) ?? null,
    client_id_end: (row?.shown.client_id_end as string | undefined) ?? null,
    sandbox: (row?.shown.sandbox as boolean | undefined) ?? null,
    connected_at: row ? row.connectedAt.toISOString() : null,
    can_connect: canConnect(),
  });

  r.get(
    '/businesses/:id/gerencianet',
    {
      config: { access },
      schema: { tags, summary: "The restaurant's Efí (Gerencianet) account as the settings show it (never its secrets)", params, response: { 200: single, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { business } = accessOf(request);
      return { data: resource(await findPaymentConnection(app.db, business.id, 'efi')) };
    },
  );

  r.post(
    '/businesses/:id/gerencianet',
    {
      config: { access },
      schema: {
        tags,
        summary: "Connect (or replace) the Efí account: our Pix webhook is registered on its key first (422 when Efí refuses the credentials, certificate or key; 502 when it cannot be reached), then the credentials are kept encrypted",
        params,
        body: EfiConnectBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 413, 422, 502) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const { lang, body } = request;
      if (!app.secrets) throw new AppError('conflict', msg(lang, 'payment_secrets_unconfigured'));
      const webhookSecret = app.config.efi.webhookSecret;
      if (webhookSecret === undefined) throw new AppError('conflict', msg(lang, 'efi_unconfigured'));
      const credentials: EfiSealedCredentials = { ...body, pix_key: anyPixKey(body.pix_key)! };
      let client: EfiClient | null = null;
      try {
        client = efiAccounts(app.config).clientFor(credentials);
        await client.registerWebhook(efiWebhookUrl(app.config.appUrl, webhookSecret));
      } catch (err) {
        throw connectionRefusal(err, lang);
      } finally {
        client?.close();
      }
      const shown = { pix_key: credentials.pix_key, client_id_end: body.client_id.slice(-4), sandbox: credentials.sandbox };
      const row = await connectAccount(app.db, currentUser(request).id, { businessId: business.id, provider: 'efi', secret: app.secrets!.seal(JSON.stringify(credentials)), shown });
      return { data: resource(row) };
    },
  );

  r.delete(
    '/businesses/:id/gerencianet',
    {
      config: { access },
      schema: { tags, summary: 'Disconnect the Efí account: its credentials are deleted (Pix orders fall back to the static code)', params, response: { 200: single, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { business } = accessOf(request);
      await disconnectAccount(app.db, currentUser(request).id, business.id, 'efi');
      return { data: resource(null) };
    },
  );

  r.get(
    '/businesses/:id/payments/unmatched-pix',
    {
      config: { access },
      schema: {
        tags,
        summary: "Pix received at the restaurant's Efí account that match no order (the daily sweep), newest first, at most 100",
        params,
        response: { 200: many(UnmatchedPixSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const rows = await listUnmatchedPix(app.db, business.id);
      return { data: rows.map((row) => ({ id: row.id, end_to_end_id: row.endToEndId, txid: row.txid, amount: row.amount, received_at: row.receivedAt.toISOString() })) };
    },
  );
}
