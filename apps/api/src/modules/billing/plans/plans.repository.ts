import { BASIC_FEATURES } from '@comanda/domain/features/feature-access';
import { GRANTABLE_FEATURES } from '@comanda/domain/features/grantable-features';
import { UPGRADE_CONTEXTS } from '@comanda/domain/features/upgrade-contexts';
import { PRICING_PLANS } from '@comanda/domain/pricing/plan-pricing';
import type { Queryable } from '../../../db/client';
import { billingAddons, billingPlans } from '../../../db/schema/index';

const essentialFeatures = [...BASIC_FEATURES, ...UPGRADE_CONTEXTS.essential.filter((code) => code !== 'default')];
const allFeatures = [...GRANTABLE_FEATURES];

/**
 * The spec's plans (§3, §9), made once: a platform admin's later edits are never overwritten. The
 * yearly Professional costs ten months (two free), the usual yearly discount.
 */
export const SEEDED_PLANS: readonly (typeof billingPlans.$inferInsert)[] = [
  { code: 'essential', name: 'ESSENCIAL', interval: 'month', price: PRICING_PLANS.essential.monthly, trialDays: 14, offersPromotion: true, featureCodes: essentialFeatures, businessPlan: 'pro' },
  { code: 'pro', name: 'PROFISSIONAL', interval: 'month', price: PRICING_PLANS.professional.monthly, trialDays: 14, featureCodes: allFeatures, businessPlan: 'pro' },
  { code: 'pro_yearly', name: 'PROFISSIONAL (anual)', interval: 'year', price: PRICING_PLANS.professional.monthly * 10, trialDays: 14, featureCodes: allFeatures, businessPlan: 'pro_yearly' },
];

/** The plans and add-ons on sale from the start, made once (the reference data runs it at each start). */
export async function ensurePlans(q: Queryable): Promise<void> {
  await q.insert(billingPlans).values([...SEEDED_PLANS]).onConflictDoNothing({ target: billingPlans.code });
  await ensureAddons(q);
}

/** Add-ons on sale from the start (the platform admin edits them in /settings/admin/addons). */
export const SEEDED_ADDONS: readonly (typeof billingAddons.$inferInsert)[] = [
  { code: 'advanced_reports', name: 'Relatórios avançados', description: 'Relatórios de vendas, produtos e clientes, para quem assina o Essencial.', price: 1990, recurring: true, featureCodes: ['reports'] },
  { code: 'integrations', name: 'Integrações', description: 'Conecte o Comanda a outros sistemas.', price: 2990, recurring: true, featureCodes: ['integrations'] },
  { code: 'menu_setup', name: 'Cardápio montado pela nossa equipe', description: 'Enviamos fotos e preços do seu cardápio e montamos tudo para você.', price: 14900, recurring: false, featureCodes: [] },
];

async function ensureAddons(q: Queryable): Promise<void> {
  await q.insert(billingAddons).values([...SEEDED_ADDONS]).onConflictDoNothing({ target: billingAddons.code });
}
