import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { CustomerPointsSchema, LoyaltyProgramBodySchema, LoyaltyProgramSchema, UsePointsBodySchema, type CustomerPoints } from '@comanda/domain/loyalty/loyalty-resource';
import { pointsValue } from '@comanda/domain/loyalty/ledger';
import { isFinalStatus } from '@comanda/domain/orders/order-status';
import { OrderResourceSchema } from '@comanda/domain/orders/order-resource';
import { PathIdSchema } from '@comanda/domain/validation/row-id';
import { one } from '@comanda/domain/wire/envelopes';
import type { Queryable } from '../../db/client';
import { customers, loyaltyPrograms, orders, type LoyaltyProgramName } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { errorResponses } from '../../lib/error-responses';
import { balanceAt, customerMovements, loyaltyProgramOf, stampCardOf, stampCardTerms, type LoyaltyProgramRow } from './loyalty-ledger';
import { rewardReady } from '@comanda/domain/loyalty/stamp-card';
import { msg } from '../../lib/messages';
import { requestNow } from '../../lib/request-clock';
import { currentDb, inTransaction } from '../../lib/unit-of-work';
import { currentUser } from '../../plugins/auth';
import { accessOf, businessAccess } from '../../plugins/route-access';
import { recordOrderEvent } from '../orders/orders.api';
import { lockOrder, orderResource } from '../orders/orders.api';
import { spendPoints } from './spend-points';

// The points program (spec §7 "Loyalty"; issue 18, decision 0033): its settings, a customer's points
// and their history, and spending them on an order at the PDV. Earning and giving back happen with the
// order's own changes (loyalty-ledger.ts settleOrderPoints).

const tags = ['loyalty'];
const params = z.strictObject({ id: PathIdSchema });
const readers = ['manage_loyalty', 'manage_customers', 'use_pdv'] as const;

const toProgram = (row: LoyaltyProgramRow) => ({ active: row.active, min_value: row.minValue, point_value: row.pointValue / 100, expiry_days: row.expiryDays });

async function customerPoints(q: Queryable, businessId: number, customerId: number, request: FastifyRequest): Promise<CustomerPoints> {
  const [customer] = await q.select({ id: customers.id }).from(customers).where(and(eq(customers.id, customerId), eq(customers.businessId, businessId)));
  if (!customer) throw new AppError('not_found', msg(request.lang, 'customer_not_found'));
  const [program, card, all] = await Promise.all([loyaltyProgramOf(q, businessId), stampCardOf(q, businessId), customerMovements(q, customerId, null)]);
  const of = (name: LoyaltyProgramName) => all.filter((m) => m.program === name);
  const [movements, cashbackMovements] = [of('points'), of('cashback')];
  const stamps = of('stamps').reduce((sum, m) => sum + m.amount, 0);
  const orderIds = [...new Set(all.map((m) => m.orderId).filter((id): id is number => id !== null))];
  const numbers = orderIds.length === 0 ? [] : await q.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds));
  const numberOf = new Map(numbers.map((o) => [o.id, o.number]));
  const balance = balanceAt(movements, requestNow(request));
  return {
    customer_id: customerId,
    balance,
    value: pointsValue(balance, program.pointValue),
    point_value: program.pointValue / 100,
    stamps,
    stamps_required: card?.isActive ? card.ordersRequired : null,
    stamp_reward_ready: card ? rewardReady(stampCardTerms(card), stamps) : false,
    cashback_balance: balanceAt(cashbackMovements, requestNow(request)),
    movements: all
      .map((m) => ({
        id: m.id,
        program: m.program,
        type: m.type,
        amount: m.amount,
        order_id: m.orderId,
        order_number: m.orderId === null ? null : (numberOf.get(m.orderId) ?? null),
        expires_at: m.expiresAt?.toISOString() ?? null,
        created_at: m.createdAt.toISOString(),
      }))
      .reverse(),
  };
}

export async function loyaltyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  r.get(
    '/businesses/:id/fidelity-program',
    {
      config: { access: businessAccess([...readers], { from: 'path' }) },
      schema: { tags, summary: "The points program's settings (the spec's defaults until set)", params, response: { 200: one(LoyaltyProgramSchema), ...errorResponses(401, 403, 404, 422) } },
    },
    async (request) => ({ data: toProgram(await loyaltyProgramOf(currentDb(db), accessOf(request).business.id)) }),
  );

  r.post(
    '/fidelity-program',
    {
      config: { access: businessAccess('manage_loyalty', { feature: 'loyalty_points' }) },
      schema: {
        tags,
        summary: 'Set the points program: active, min_value (centavos an order must reach to earn), point_value (reais a point is worth), expiry_days',
        body: LoyaltyProgramBodySchema,
        response: { 200: one(LoyaltyProgramSchema), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const body = request.body;
      const values = { active: body.active, minValue: body.min_value, pointValue: Math.round(body.point_value * 100), expiryDays: body.expiry_days ?? null, updatedAt: new Date() };
      const row = await inTransaction(db, async (tx) => {
        const [saved] = await tx
          .insert(loyaltyPrograms)
          .values({ businessId: business.id, ...values })
          .onConflictDoUpdate({ target: loyaltyPrograms.businessId, set: values })
          .returning();
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'loyalty.program', entity: 'business', entityId: business.id, after: body });
        return saved!;
      });
      return { data: toProgram(row) };
    },
  );

  for (const path of ['/fidelity-program/points/customer/:id', '/customers/:id/points']) {
    r.get(
      path,
      {
        config: { access: businessAccess([...readers]) },
        schema: { tags, summary: "A customer's points: balance, what it is worth, and every movement, newest first", params, response: { 200: one(CustomerPointsSchema), ...errorResponses(400, 401, 403, 404) } },
      },
      async (request) => ({ data: await customerPoints(currentDb(db), accessOf(request).business.id, request.params.id, request) }),
    );
  }

  r.post(
    '/fidelity-program/points/use-points',
    {
      config: { access: businessAccess(['use_pdv', 'manage_orders'], { feature: 'loyalty_points' }), idempotent: true },
      schema: {
        tags,
        summary: "Spend some of the order's customer's points as a discount on the open order (once per order; Idempotency-Key)",
        body: UsePointsBodySchema,
        response: { 200: one(OrderResourceSchema), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const { lang } = request;
      const now = requestNow(request);
      const { order_id: orderId, points } = request.body;
      return inTransaction(db, async (tx) => {
        const order = await lockOrder(tx, business.id, orderId, lang);
        if (isFinalStatus(order.status)) throw new AppError('conflict', msg(lang, 'order_closed'));
        const priced = await spendPoints(tx, { business, userId: currentUser(request).id, lang, now }, order, points);
        const value = priced.loyaltyDiscount;
        await writeAudit(tx, { businessId: business.id, actorUserId: currentUser(request).id, action: 'order.points_redeemed', entity: 'order', entityId: order.id, after: { points, value } });
        const resource = await orderResource(tx, priced);
        await recordOrderEvent(tx, business.id, 'order.updated', resource);
        return { data: resource };
      });
    },
  );
}
