import type { AuditAction } from '@comanda/domain/audit/audit-actions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PaymentSettingsResourceSchema } from '@comanda/domain/business/payment-settings';
import { CardFeeBodySchema, PaymentMethodsBodySchema } from '@comanda/domain/business/payment-settings-bodies';
import { one } from '@comanda/domain/wire/envelopes';
import type { Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { writeAudit } from '../../../lib/audit';
import { errorResponses } from '../../../lib/error-responses';
import { msg } from '../../../lib/messages';
import { inTransaction } from '../../../lib/unit-of-work';
import { currentUser } from '../../../plugins/auth';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { businessIdParamsSchema } from '../businesses.routes';
import { saveCardFee, savePaymentMethods } from './payment-settings.repository';
import { toPaymentSettingsResource, type PaymentColumns } from './payment-settings-resource';

// v1/businesses/{id}/payment-methods and …/fee (spec §7; issue 14 "Payment methods and card fee"):
// which methods each order type accepts, the Pix key, and the card fee. Both writes share the
// business's payment_version, so the page saves one after the other with the version each answers.

const single = one(PaymentSettingsResourceSchema);
const access = businessAccess('manage_settings', { from: 'path' });

export async function paymentSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Runs `save` and its audit row in one transaction; 409 when the version read is stale. */
  async function saveAudited(request: FastifyRequest, action: AuditAction, save: (tx: Tx) => Promise<PaymentColumns | null>) {
    const { business } = accessOf(request);
    const saved = await inTransaction(app.db, async (tx) => {
      const row = await save(tx);
      if (row) {
        await writeAudit(tx, {
          businessId: business.id,
          actorUserId: currentUser(request).id,
          action,
          entity: 'business',
          entityId: business.id,
          before: toPaymentSettingsResource(business),
          after: toPaymentSettingsResource(row),
        });
      }
      return row;
    });
    if (!saved) throw new AppError('conflict', msg(request.lang, 'payment_settings_stale'));
    return { data: toPaymentSettingsResource(saved) };
  }

  r.get(
    '/businesses/:id/payment-methods',
    {
      config: { access },
      schema: {
        tags: ['businesses'],
        summary: 'Payment settings: the methods each order type accepts, the Pix key, the card fee and the version read',
        params: businessIdParamsSchema,
        response: { 200: single, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => ({ data: toPaymentSettingsResource(accessOf(request).business) }),
  );

  r.put(
    '/businesses/:id/payment-methods',
    {
      config: { access },
      schema: {
        tags: ['businesses'],
        summary:
          'Save the methods of delivery, retirada and local (at least one each) and the Pix key with its kind (both null: none), with the version read (409 when someone saved since)',
        params: businessIdParamsSchema,
        body: PaymentMethodsBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (request) => saveAudited(request, 'payment_methods.update', (tx) => savePaymentMethods(tx, accessOf(request).business.id, request.body)),
  );

  r.post(
    '/businesses/:id/fee',
    {
      config: { access },
      schema: {
        tags: ['businesses'],
        summary:
          'Set the card fee: type percentage (value 3.5 is 3,5%, at most two decimals) or fixed (value in centavos), and whether the customer pays it; type null or value 0 removes it. Takes the version read (409 when someone saved since)',
        params: businessIdParamsSchema,
        body: CardFeeBodySchema,
        response: { 200: single, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    (request) => saveAudited(request, 'card_fee.update', (tx) => saveCardFee(tx, accessOf(request).business.id, request.body)),
  );
}
