import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { billingSubscriptions, businesses } from '../../../db/schema/index';
import { writeAudit } from '../../../lib/audit';
import { recordEvent } from '../../../lib/events/record-event';

// A platform admin's "extend the trial" (or end it now), audited (issue 39): the business's trial
// end, and a waiting subscription's first period with it. Once the business pays, there is no trial.

export async function setTrialEnd(tx: Tx, input: { businessId: number; endsAt: Date; adminUserId: number; reason: string }): Promise<'changed' | 'not_found' | 'not_in_trial'> {
  const [business] = await tx.select().from(businesses).where(eq(businesses.id, input.businessId)).for('update');
  if (!business) return 'not_found';
  const [subscription] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.businessId, business.id)).for('update');
  if (business.plan !== 'free' || (subscription && subscription.status !== 'trialing')) return 'not_in_trial';
  await tx.update(businesses).set({ planExpiresAt: input.endsAt }).where(eq(businesses.id, business.id));
  if (subscription) {
    await tx
      .update(billingSubscriptions)
      .set({ periodAnchor: input.endsAt, periodEnd: input.endsAt, nextRunAt: input.endsAt, updatedAt: new Date() })
      .where(and(eq(billingSubscriptions.id, subscription.id), eq(billingSubscriptions.businessId, business.id)));
  }
  await writeAudit(tx, {
    businessId: business.id,
    actorUserId: input.adminUserId,
    action: 'subscription.trial',
    entity: 'subscription',
    entityId: subscription?.id ?? null,
    before: { trial_ends_at: business.planExpiresAt?.toISOString() ?? null },
    after: { trial_ends_at: input.endsAt.toISOString(), reason: input.reason },
  });
  await recordEvent(tx, { businessId: business.id, name: 'billing.updated', payload: { data: { status: subscription?.status ?? 'trialing' } } });
  return 'changed';
}
