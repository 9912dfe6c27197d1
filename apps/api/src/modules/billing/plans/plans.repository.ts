import { BASIC_FEATURES } from '@comanda/domain/features/feature-access';
import { PAID_FEATURES, UPGRADE_CONTEXTS } from '@comanda/domain/features/upgrade-contexts';
import { PRICING_PLANS } from '@comanda/domain/pricing/plan-pricing';
import type { Queryable } from '../../../db/client';
import { billingPlans } from '../../../db/schema/index';

const essentialFeatures = [...BASIC_FEATURES, ...UPGRADE_CONTEXTS.essential.filter((code) => code !== 'default')];
const allFeatures = [...BASIC_FEATURES, ...PAID_FEATURES];

/**
 * The spec's plans (§3, §9), made once: a platform admin's later edits are never overwritten. The
 * yearly Professional costs ten months (two free), the usual yearly discount.
 */
export const SEEDED_PLANS: readonly (typeof billingPlans.$inferInsert)[] = [
  { code: 'essential', name: 'ESSENCIAL', interval: 'month', price: PRICING_PLANS.essential.monthly, trialDays: 14, offersPromotion: true, featureCodes: essentialFeatures, businessPlan: 'pro' },
  { code: 'pro', name: 'PROFISSIONAL', interval: 'month', price: PRICING_PLANS.professional.monthly, trialDays: 14, featureCodes: allFeatures, businessPlan: 'pro' },
  { code: 'pro_yearly', name: 'PROFISSIONAL (anual)', interval: 'year', price: PRICING_PLANS.professional.monthly * 10, trialDays: 14, featureCodes: allFeatures, businessPlan: 'pro_yearly' },
];

export async function ensurePlans(q: Queryable): Promise<void> {
  await q.insert(billingPlans).values([...SEEDED_PLANS]).onConflictDoNothing({ target: billingPlans.code });
}
