import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helper';
import { createShop, insertProduct, orderCalls, orderOf } from '../../test/order-fixtures';

// POST v1/orders with an Idempotency-Key (decision 0014), model-based: random interleavings of
// retries, duplicates sent at once and new keys; the model says what each answer must be. At the end
// the business has exactly one order per key that was accepted.

let t: TestApp;
let api: ReturnType<typeof orderCalls>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX_PER_MINUTE: '100000' });
  api = orderCalls(t.app);
});
afterAll(async () => t.close());

const stepArb = fc.record({
  key: fc.integer({ min: 0, max: 2 }),
  /** Which of two bodies: a key's second body is another request (422). */
  body: fc.integer({ min: 0, max: 1 }),
  /** Copies sent at once (a double tap, a retry racing the first send). */
  copies: fc.integer({ min: 1, max: 3 }),
});

describe('POST /orders with an Idempotency-Key', () => {
  it('orders created == distinct keys; a retry answers the same order; a key with another body is 422', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 8 }), async (steps) => {
        const shop = await createShop(t.app);
        const beer = await insertProduct(t.app, shop.business.id, { name: 'Chope', amount: 1000 });
        const bodyOf = (variant: number) => ({ local_sub_type: 'balcao', products: [{ id: beer.id, qty: variant + 1 }] });
        const model = new Map<number, { body: number; orderId: number }>();
        for (const step of steps) {
          const sends = Array.from({ length: step.copies }, () => api.place(shop.waiter, bodyOf(step.body), { 'idempotency-key': `pdv-${step.key}` }));
          const answers = await Promise.all(sends);
          const known = model.get(step.key);
          if (known && known.body !== step.body) {
            expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 422));
            expect(answers[0]!.json()).toMatchObject({ errors: { idempotency_key: ['Esta chave de idempotência já foi usada em outro pedido.'] } });
            continue;
          }
          expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
          const ids = new Set(answers.map((r) => orderOf(r).id));
          expect(ids.size).toBe(1);
          const id = [...ids][0]!;
          if (known) expect(id).toBe(known.orderId);
          else model.set(step.key, { body: step.body, orderId: id });
        }
        const stored = await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.businessId, shop.business.id));
        expect(stored.length).toBe(model.size);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
