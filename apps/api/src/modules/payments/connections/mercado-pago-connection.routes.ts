import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MercadoPagoConnectBodySchema, MercadoPagoConnectionSchema, type MercadoPagoConnection } from '@comanda/domain/payments/payment-connections';
import { one } from '@comanda/domain/wire/envelopes';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { mercadoPagoAccount, MercadoPagoAccountError } from '../../../integrations/mercado-pago/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { errorResponses } from '../../../lib/error-responses';
import { msg } from '../../../lib/messages';
import { currentUser } from '../../../plugins/auth';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import type { BusinessRow } from '../../../plugins/tenancy';
import { connectAccount, disconnectAccount } from './connection-changes';
import { findPaymentConnection, type PaymentConnectionRow } from './payment-connections.repository';

// v1/businesses/{id}/mp (spec §7; issue 34): the restaurant's own Mercado Pago account, which its
// storefront orders are paid through. The token is checked with Mercado Pago before it is kept, kept
// sealed (lib/secret-box.ts), and never sent back: the settings see its last four characters.

const params = z.strictObject({ id: PathIdSchema });
const single = one(MercadoPagoConnectionSchema);
const access = businessAccess('manage_settings', { from: 'path' });
const tags = ['payments'];

/** The credentials as sealed: what the payment work needs to act for the restaurant. */
export interface MercadoPagoCredentials {
  access_token: string;
  public_key: string;
  webhook_secret: string;
}

/** Where Mercado Pago sends this restaurant's notifications (its panel → Webhooks, and each order's notification_url). */
export const mercadoPagoNotificationUrl = (appUrl: string, business: Pick<BusinessRow, 'token'>) =>
  `${appUrl}/api/v1/webhooks/mercado-pago?business=${encodeURIComponent(business.token)}`;

export async function mercadoPagoConnectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const resource = (business: BusinessRow, row: PaymentConnectionRow | null): MercadoPagoConnection => ({
    connected: row !== null,
    account: (row?.shown.account as string | undefined) ?? null,
    live: (row?.shown.live as boolean | undefined) ?? null,
    public_key: (row?.shown.public_key as string | undefined) ?? null,
    access_token_end: (row?.shown.access_token_end as string | undefined) ?? null,
    notification_url: mercadoPagoNotificationUrl(app.config.appUrl, business),
    connected_at: row ? row.connectedAt.toISOString() : null,
    can_connect: app.secrets !== null,
  });

  r.get(
    '/businesses/:id/mp',
    {
      config: { access },
      schema: { tags, summary: "The restaurant's Mercado Pago account as the settings show it (never its secrets)", params, response: { 200: single, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { business } = accessOf(request);
      return { data: resource(business, await findPaymentConnection(app.db, business.id, 'mercado_pago')) };
    },
  );

  r.post(
    '/businesses/:id/mp',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Connect (or replace) the Mercado Pago account: the token is tried with Mercado Pago first (422 when refused, 502 when unreachable), then kept encrypted',
        params,
        body: MercadoPagoConnectBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422, 502) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const { lang, body } = request;
      if (!app.secrets) throw new AppError('conflict', msg(lang, 'payment_secrets_unconfigured'));
      let account;
      try {
        account = await mercadoPagoAccount({ baseUrl: app.config.mercadoPago.apiUrl, accessToken: body.access_token });
      } catch (error) {
        if (error instanceof MercadoPagoAccountError && error.reason === 'refused') throw fieldError('access_token', msg(lang, 'payment_connection_refused'));
        throw new AppError('provider_unavailable', msg(lang, 'payment_provider_unreachable'));
      }
      const credentials: MercadoPagoCredentials = { access_token: body.access_token, public_key: body.public_key, webhook_secret: body.webhook_secret };
      const shown = { account: account.nickname, live: account.live, public_key: body.public_key, access_token_end: body.access_token.slice(-4) };
      const row = await connectAccount(app.db, currentUser(request).id, { businessId: business.id, provider: 'mercado_pago', secret: app.secrets!.seal(JSON.stringify(credentials)), shown });
      return { data: resource(business, row) };
    },
  );

  r.delete(
    '/businesses/:id/mp',
    {
      config: { access },
      schema: { tags, summary: 'Disconnect the Mercado Pago account: its credentials are deleted', params, response: { 200: single, ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const { business } = accessOf(request);
      await disconnectAccount(app.db, currentUser(request).id, business.id, 'mercado_pago');
      return { data: resource(business, null) };
    },
  );
}
