import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CreateOrderBody, OrderResource } from '@comanda/domain/orders/order-resource';
import { AppError } from '../../lib/app-error';
import { findAnswer, readKey, replay, requestHash, runIdempotent } from '../../plugins/idempotency';
import { checkBusinessToken, isNewUnseatedOrder, placeInContext, type PlaceContext } from './place-order.service';
import { PlacementBatches } from './placement-batch';

/** What a request that places an order answers, and the order when this very request placed it (not a retry's replay). */
export interface Submitted {
  answer: { data: OrderResource };
  placed: OrderResource | null;
}

// One set of batches per app (per database): the PDV's and the public menu's new orders of a
// business are numbered and written together.
const batchesOf = new WeakMap<object, PlacementBatches>();

function batches(request: FastifyRequest): PlacementBatches {
  const app = request.server;
  let found = batchesOf.get(app.db);
  if (!found) batchesOf.set(app.db, (found = new PlacementBatches(app)));
  return found;
}

/**
 * Places the order of a request idempotently (decision 0014), whoever the actor in `ctx` is: a new
 * counter, pickup or delivery order with the business's other new orders of the moment, in one
 * statement (placement-batch.ts, decision 0027); any other through runIdempotent, in a transaction.
 */
export async function submitOrder(request: FastifyRequest, reply: FastifyReply, ctx: PlaceContext, body: CreateOrderBody): Promise<Submitted> {
  const { db } = request.server;
  if (!isNewUnseatedOrder(body)) {
    let placed: OrderResource | null = null;
    const answer = await runIdempotent(request, reply, async () => ({ data: (placed = (await placeInContext(db, ctx, body)).order) }), ctx.business.id);
    return { answer: answer as Submitted['answer'], placed };
  }
  checkBusinessToken(ctx, body);
  const key = readKey(request);
  const hash = key === null ? null : requestHash(request);
  let outcome;
  try {
    outcome = await batches(request).place(ctx.business.id, { ctx, body, idempotency: key === null ? null : { key, hash: hash! } });
  } catch (error) {
    // A retry whose first send was placed answers that order even if the menu changed since.
    const first = key === null || !(error instanceof AppError) ? undefined : await findAnswer(db, ctx.business.id, key);
    if (first?.responseStatus != null) return { answer: replay(first, hash!, ctx.lang, reply) as Submitted['answer'], placed: null };
    throw error;
  }
  if (outcome.kind === 'created') return { answer: { data: outcome.order }, placed: outcome.order };
  return { answer: replay(outcome.first, hash!, ctx.lang, reply) as Submitted['answer'], placed: null };
}
