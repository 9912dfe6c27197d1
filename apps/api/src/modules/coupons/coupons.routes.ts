import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CouponBodySchema, CouponCheckBodySchema, CouponResourceSchema, CouponTermsSchema, type CouponBody } from '@comanda/domain/coupons/coupon-resource';
import { isUsedUp, normalizeCouponCode } from '@comanda/domain/coupons/coupon-rules';
import { percentToHundredths } from '@comanda/domain/money/percent';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import type { Lang } from '@comanda/domain/validation/lang';
import { many, one } from '@comanda/domain/wire/envelopes';
import type { Tx } from '../../db/client';
import { coupons, type CouponRow } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { errorResponses } from '../../lib/error-responses';
import { msg } from '../../lib/messages';
import { currentDb, inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { couponTerms, toCouponResource } from './coupon-uses';

// v1/coupons (spec §7 "Coupons"; issue 18, decision 0032): the owner's coupons, and the PDV's look-up
// of a code. A plan feature (coupons): without it every route answers feature_unavailable.

const tags = ['coupons'];
const params = z.strictObject({ id: PathIdSchema });
const single = one(CouponResourceSchema);
const CODE_INDEX = 'coupons_business_code_unique';
const manage = () => businessAccess('manage_coupons', { feature: 'coupons' });

function couponValues(body: CouponBody) {
  return {
    code: normalizeCouponCode(body.code),
    type: body.type,
    percentHundredths: body.type === 'percentage' ? percentToHundredths(body.percent!) : null,
    amount: body.type === 'fixed' ? body.amount! : null,
    minOrder: body.min_order,
    startsAt: body.starts_at ?? null,
    expiresAt: body.expires_at ?? null,
    totalUses: body.total_uses ?? null,
    usesPerCustomer: body.uses_per_customer ?? null,
    firstOrderOnly: body.first_order_only,
    orderTypes: [...new Set(body.order_types)],
    active: body.active,
  };
}

/** A coupon by id, only within its business: a wrong id from elsewhere reads and changes nothing. */
const ofBusiness = (businessId: number, id: number) => and(eq(coupons.id, id), eq(coupons.businessId, businessId));

async function lockCoupon(tx: Tx, businessId: number, id: number, lang: Lang): Promise<CouponRow> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(ofBusiness(businessId, id))
    .for('update');
  if (!row) throw new AppError('not_found', msg(lang, 'coupon_not_found'));
  return row;
}

const codeTaken = (err: unknown, lang: Lang) => (isUniqueViolation(err, CODE_INDEX) ? fieldError('code', msg(lang, 'coupon_code_taken')) : err);

export async function couponsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/businesses/:id/coupons',
    {
      config: { access: businessAccess('manage_coupons', { from: 'path', feature: 'coupons' }) },
      schema: { tags, summary: "The business's coupons, newest first, with how many times each was used", params, response: { 200: many(CouponResourceSchema), ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => {
      const rows = await currentDb(db).select().from(coupons).where(eq(coupons.businessId, accessOf(request).business.id)).orderBy(desc(coupons.createdAt), desc(coupons.id));
      return { data: rows.map(toCouponResource) };
    },
  );

  r.post(
    '/coupons',
    {
      config: { access: manage() },
      schema: {
        tags,
        summary: 'Create a coupon: code (unique, any case), percentage / fixed / free delivery, minimum order, dates, uses in all and per customer, first order only, order types',
        body: CouponBodySchema,
        response: { 201: single, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      try {
        const row = await inTransaction(db, async (tx) => {
          const [created] = await tx.transaction((sp) => sp.insert(coupons).values({ ...couponValues(request.body), businessId: business.id }).returning());
          await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'coupon.create', entity: 'coupon', entityId: created!.id, after: request.body });
          return created!;
        });
        reply.code(201);
        return { data: toCouponResource(row) };
      } catch (err) {
        throw codeTaken(err, request.lang);
      }
    },
  );

  r.put(
    '/coupons/:id',
    {
      config: { access: manage() },
      schema: { tags, summary: "Change a coupon's terms (its uses so far stay)", params, body: CouponBodySchema, response: { 200: single, ...errorResponses(400, 401, 403, 404, 422) } },
    },
    async (request) => {
      const { business } = accessOf(request);
      try {
        return await inTransaction(db, async (tx) => {
          const before = await lockCoupon(tx, business.id, request.params.id, request.lang);
          const values = couponValues(request.body);
          if (values.totalUses !== null && values.totalUses < before.usesCount) {
            throw fieldError('total_uses', msg(request.lang, 'coupon_total_below_uses', { count: before.usesCount }));
          }
          const [row] = await tx.transaction((sp) => sp.update(coupons).set({ ...values, updatedAt: new Date() }).where(ofBusiness(business.id, before.id)).returning());
          await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'coupon.update', entity: 'coupon', entityId: before.id, before: couponTerms(before), after: request.body });
          return { data: toCouponResource(row!) };
        });
      } catch (err) {
        throw codeTaken(err, request.lang);
      }
    },
  );

  r.put(
    '/coupons/:id/toggle-status',
    {
      config: { access: manage() },
      schema: { tags, summary: 'Turn a coupon on or off (spec §4 "coupon active")', params, body: z.strictObject({ active: z.boolean() }), response: { 200: single, ...errorResponses(400, 401, 403, 404, 422) } },
    },
    async (request) => {
      const { business } = accessOf(request);
      return inTransaction(db, async (tx) => {
        const before = await lockCoupon(tx, business.id, request.params.id, request.lang);
        const [row] = await tx.update(coupons).set({ active: request.body.active, updatedAt: new Date() }).where(ofBusiness(business.id, before.id)).returning();
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'coupon.toggle', entity: 'coupon', entityId: before.id, before: { active: before.active }, after: request.body });
        return { data: toCouponResource(row!) };
      });
    },
  );

  r.delete(
    '/coupons/:id',
    {
      config: { access: manage() },
      schema: { tags, summary: 'Delete a coupon; the orders that used it keep its code and discount', params, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => {
      const { business } = accessOf(request);
      await inTransaction(db, async (tx) => {
        const before = await lockCoupon(tx, business.id, request.params.id, request.lang);
        await tx.delete(coupons).where(ofBusiness(business.id, before.id));
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'coupon.delete', entity: 'coupon', entityId: before.id, before: couponTerms(before) });
      });
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/coupons/check',
    {
      config: { access: businessAccess(['use_pdv', 'manage_orders'], { feature: 'coupons' }) },
      schema: {
        tags,
        summary: "A code's terms, for the PDV to show its discount before the order is sent (the order's placement checks and counts it)",
        body: CouponCheckBodySchema,
        response: { 200: one(CouponTermsSchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const [row] = await currentDb(db).select().from(coupons).where(and(eq(coupons.businessId, business.id), eq(coupons.code, normalizeCouponCode(request.body.code))));
      if (!row) throw fieldError('code', msg(request.lang, 'coupon_not_found'));
      if (!row.active) throw fieldError('code', msg(request.lang, 'coupon_inactive', { code: row.code }));
      // Used up fits no order: said now, not after the order is made. Per-customer uses wait for the order's WhatsApp.
      if (isUsedUp({ total_uses: row.totalUses }, row.usesCount)) throw fieldError('code', msg(request.lang, 'coupon_used_up', { code: row.code }));
      return { data: { ...couponTerms(row), order_types: [...row.orderTypes], code: row.code } };
    },
  );
}
