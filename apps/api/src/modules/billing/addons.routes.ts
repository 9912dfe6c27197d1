import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddonCreateBodySchema, AddonSchema, AddonUpdateBodySchema, AdminAddonSchema, BuyAddonBodySchema, InvoiceSchema } from '@comanda/domain/billing/billing-resource';
import { GRANTABLE_FEATURES } from '@comanda/domain/features/grantable-features';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { many, one } from '@comanda/domain/wire/envelopes';
import { billingInvoices } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { requestNow } from '../../lib/request-clock';
import { currentDb, inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { accessOf, businessAccess, platformAdminAccess } from '../../plugins/route-access';
import { addonsFor, buyAddon, cancelAddon, createAddon, deleteAddon, listAdminAddons, pendingAddonInvoice, updateAddon } from './addons/addons';
import { invoiceResource } from './billing-resource';
import { invoiceCheckout } from './invoices/invoice-payment';

// Add-ons (issue 39; spec §7): the owner's `v1/businesses/{id}/addons…` (manage_subscription, open
// while suspended like every billing route) and the platform admin's `v1/core/addons`.

const tags = ['billing'];
const owner = businessAccess('manage_subscription', { from: 'path', billing: true });
const admin = platformAdminAccess();
const params = z.strictObject({ id: PathIdSchema });
const takenParams = z.strictObject({ id: PathIdSchema, addonId: PathIdSchema });

export async function addonsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/businesses/:id/addons', { config: { access: owner }, schema: { tags, summary: 'The add-ons on sale, with the ones the business took (pending until paid, or active)', params, response: { 200: many(AddonSchema), ...errorResponses(401, 403, 404, 422) } } }, async (request) => ({
    data: await addonsFor(app.db, accessOf(request).business.id),
  }));

  r.post(
    '/businesses/:id/addons',
    {
      config: { access: owner, idempotent: true },
      schema: {
        tags,
        summary: 'Take an add-on: its invoice (a one-off price, or a recurring one for the rest of the period) is answered to pay; active once paid, at once when there is nothing to pay',
        params,
        body: BuyAddonBodySchema,
        response: { 201: one(z.object({ id: z.number().int(), status: z.enum(['pending', 'active']), invoice: InvoiceSchema.nullable() })), ...errorResponses(400, 401, 403, 404, 409, 413, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      const now = requestNow(request);
      const outcome = await inTransaction(app.db, (tx) => buyAddon(tx, { businessId: business.id, addonId: request.body.addon_id, now }));
      if ('refused' in outcome) {
        if (outcome.refused === 'unknown') throw fieldError('addon_id', msg(request.lang, 'billing_addon_unknown'));
        if (outcome.refused === 'taken') throw new AppError('conflict', msg(request.lang, 'billing_addon_taken'));
        if (outcome.refused === 'owes') throw new AppError('conflict', msg(request.lang, 'billing_pay_first'));
        throw new AppError('conflict', msg(request.lang, 'billing_addon_subscribe_first'));
      }
      const [invoice] = outcome.invoiceId === null ? [] : await currentDb(app.db).select().from(billingInvoices).where(and(eq(billingInvoices.id, outcome.invoiceId), eq(billingInvoices.businessId, business.id)));
      reply.code(201);
      return { data: { id: outcome.businessAddonId, status: invoice ? ('pending' as const) : ('active' as const), invoice: invoice ? invoiceResource(invoice, now) : null } };
    },
  );

  r.post(
    '/businesses/:id/addons/:addonId/payment',
    { config: { access: owner }, schema: { tags, summary: "Pay a pending add-on: a Mercado Pago checkout on Comanda's account for its invoice", params: takenParams, response: { 200: one(z.object({ checkout_url: z.string() })), ...errorResponses(401, 403, 404, 409, 422, 502) } } },
    async (request) => {
      const { business } = accessOf(request);
      const pending = await pendingAddonInvoice(app.db, business.id, request.params.addonId);
      if (!pending) throw new AppError('not_found', msg(request.lang, 'billing_addon_not_pending'));
      let checkout: Awaited<ReturnType<typeof invoiceCheckout>>;
      try {
        checkout = await invoiceCheckout(app.config, pending.invoice, `Comanda ${pending.addonName} — ${business.name}`);
      } catch (err) {
        request.log.warn({ err, invoice: pending.invoice.uuid }, 'add-on checkout failed');
        throw new AppError('provider_unavailable', msg(request.lang, 'billing_payment_failed'));
      }
      if (!checkout) throw new AppError('conflict', msg(request.lang, 'billing_payment_unavailable'));
      return { data: { checkout_url: checkout.redirectUrl } };
    },
  );

  r.delete(
    '/businesses/:id/addons/:addonId',
    { config: { access: owner }, schema: { tags, summary: 'Stop an add-on the business took (at once; nothing refunded; its unpaid invoice voided)', params: takenParams, response: { 204: z.null(), ...errorResponses(401, 403, 404, 422) } } },
    async (request, reply) => {
      const done = await inTransaction(app.db, (tx) => cancelAddon(tx, { businessId: accessOf(request).business.id, businessAddonId: request.params.addonId, now: new Date() }));
      if (done === 'not_found') throw new AppError('not_found', msg(request.lang, 'billing_addon_not_found'));
      return reply.code(204).send(null);
    },
  );

  // The platform admin's.
  const checkCodes = (codes: string[], lang: Parameters<typeof msg>[0]) => {
    const unknown = codes.find((code) => !GRANTABLE_FEATURES.includes(code));
    if (unknown !== undefined) throw fieldError('feature_codes', msg(lang, 'billing_feature_unknown', { feature: unknown.slice(0, 60) }));
  };
  const fields = (body: z.infer<typeof AddonUpdateBodySchema>) => ({ name: body.name, description: body.description, price: body.price, recurring: body.recurring, featureCodes: body.feature_codes, active: body.active });
  const adminAddon = async (id: number) => (await listAdminAddons(currentDb(app.db))).find((addon) => addon.id === id)!;

  r.get('/core/addons', { config: { access: admin }, schema: { tags, summary: 'Every add-on, with how many businesses have it', response: { 200: many(AdminAddonSchema), ...errorResponses(401, 403) } } }, async () => ({ data: await listAdminAddons(app.db) }));

  r.post(
    '/core/addons',
    { config: { access: admin }, schema: { tags, summary: 'Create an add-on', body: AddonCreateBodySchema, response: { 201: one(AdminAddonSchema), ...errorResponses(400, 401, 403, 413, 422) } } },
    async (request, reply) => {
      checkCodes(request.body.feature_codes, request.lang);
      const created = await inTransaction(app.db, (tx) => createAddon(tx, { ...fields(request.body), code: request.body.code }, currentUser(request).id));
      if (created === 'code_taken') throw fieldError('code', msg(request.lang, 'billing_addon_code_taken'));
      reply.code(201);
      return { data: await adminAddon(created.id) };
    },
  );

  r.put(
    '/core/addons/:id',
    { config: { access: admin }, schema: { tags, summary: "Change an add-on: its price from the next invoices, its features at once for the businesses that have it", params, body: AddonUpdateBodySchema, response: { 200: one(AdminAddonSchema), ...errorResponses(400, 401, 403, 404, 422) } } },
    async (request) => {
      checkCodes(request.body.feature_codes, request.lang);
      const updated = await inTransaction(app.db, (tx) => updateAddon(tx, request.params.id, fields(request.body), currentUser(request).id));
      if (!updated) throw new AppError('not_found', msg(request.lang, 'billing_addon_not_found'));
      return { data: await adminAddon(updated.id) };
    },
  );

  r.delete(
    '/core/addons/:id',
    { config: { access: admin }, schema: { tags, summary: 'Delete an add-on no business ever took (409 otherwise: deactivate it)', params, response: { 204: z.null(), ...errorResponses(401, 403, 404, 409, 422) } } },
    async (request, reply) => {
      const outcome = await inTransaction(app.db, (tx) => deleteAddon(tx, request.params.id, currentUser(request).id));
      if (outcome === 'not_found') throw new AppError('not_found', msg(request.lang, 'billing_addon_not_found'));
      if (outcome === 'in_use') throw new AppError('conflict', msg(request.lang, 'billing_addon_in_use'));
      return reply.code(204).send(null);
    },
  );
}
