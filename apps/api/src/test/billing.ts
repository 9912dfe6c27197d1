import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Subscription } from '@comanda/domain/billing/billing-resource';
import { billingInvoices, businesses } from '../db/schema/index';
import { inTransaction } from '../lib/unit-of-work';
import { payInvoice } from '../modules/billing/billing.api';
import { apiCaller } from './call-api';
import { createBusinessFor, createUser } from './factories';
import { json } from './helper';

/**
 * A business whose trial ended, subscribed to `plan` through the API: its first invoice issued at
 * once (past due), or paid (`paid: true`, then active). `codes()` reads its feature_codes as its owner.
 */
export async function subscribedBusiness(app: FastifyInstance, plan: string, { paid = false }: { paid?: boolean } = {}) {
  const call = apiCaller(() => app);
  const owner = await createUser(app);
  const business = await createBusinessFor(app, owner);
  await app.db.update(businesses).set({ planExpiresAt: new Date(Date.now() - 86_400_000) }).where(eq(businesses.id, business.id));
  const res = await call(owner, 'POST', `/businesses/${business.id}/subscribe`, { plan });
  if (res.statusCode !== 201) throw new Error(`subscribe answered ${res.statusCode}: ${res.body}`);
  const subscription = json<{ data: Subscription }>(res).data;
  if (paid) {
    const [first] = await app.db.select().from(billingInvoices).where(eq(billingInvoices.businessId, business.id));
    await inTransaction(app.db, (tx) => payInvoice(tx, { invoiceId: first!.id, now: new Date() }));
  }
  const codes = async () => json<{ data: { feature_codes: string[] } }>(await call(owner, 'GET', '/businesses/current')).data.feature_codes;
  return { owner, business, subscription, codes };
}
