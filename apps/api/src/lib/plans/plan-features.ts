import type { AvailableFeatures } from '@comanda/domain/features/available-features-schema';
import { BASIC_FEATURES, TRIAL_SUFFIX } from '@comanda/domain/features/feature-access';
import { PAID_FEATURES, type PaidFeature } from '@comanda/domain/features/upgrade-contexts';
import { computePlanStatus, isTrial, type PlanStatus } from '@comanda/domain/plans/plan-status';
import type { Lang } from '@comanda/domain/validation/lang';

// Which feature codes a business has now (spec §3 "Plans", §4 "Feature access", §9):
//   free (no expiry, or trial over) → the basic codes
//   trial (free with a running expiry) → the basic codes + every paid code with `_trial`
//   pro, pro_yearly → the basic codes + the paid codes its subscription grants (businesses.plan_features:
//   the plan's codes, edited by the platform admin, and its add-ons'); the basic ones once its expiry passed

export type FeatureCode = (typeof BASIC_FEATURES)[number] | PaidFeature;

const PAID_PLANS: readonly string[] = ['pro', 'pro_yearly'];

/**
 * `granted`: the paid codes the business's subscription gives (businesses.plan_features: ESSENCIAL
 * fewer than PROFISSIONAL, plus add-ons); null gives a paid plan every paid code.
 */
export function featureCodesOf(status: PlanStatus, granted: readonly string[] | null = null): string[] {
  if (PAID_PLANS.includes(status.current_plan)) {
    // A paid plan whose time ran out (a subscription unpaid or canceled, issue 39) keeps the basics only.
    if (status.is_expired) return [...BASIC_FEATURES];
    return [...BASIC_FEATURES, ...(granted ? PAID_FEATURES.filter((code) => granted.includes(code)) : PAID_FEATURES)];
  }
  if (isTrial(status)) return [...BASIC_FEATURES, ...PAID_FEATURES.map((code) => `${code}${TRIAL_SUFFIX}`)];
  return [...BASIC_FEATURES];
}

/** Names shown to the business (available_features), in the caller's language. */
const FEATURE_NAMES: Record<Lang, Record<FeatureCode, string>> = {
  pt: {
    basic_orders: 'Gestor de pedidos',
    basic_menu: 'Cardápio digital',
    pdv: 'PDV',
    coupons: 'Cupons',
    loyalty_points: 'Programa de pontos',
    loyalty_program_card: 'Cartão fidelidade',
    promotional_cashback: 'Cashback promocional',
    dashboard_statistics: 'Estatísticas do painel',
    bulk_whatsapp_messages: 'Mensagens em massa no WhatsApp',
    product_promotion: 'Promoções de produtos',
    reports: 'Relatórios',
    inventory: 'Estoque',
    marketing: 'Marketing',
    integrations: 'Integrações',
  },
  en: {
    basic_orders: 'Order manager',
    basic_menu: 'Digital menu',
    pdv: 'Point of sale',
    coupons: 'Coupons',
    loyalty_points: 'Loyalty points',
    loyalty_program_card: 'Stamp card',
    promotional_cashback: 'Promotional cashback',
    dashboard_statistics: 'Dashboard statistics',
    bulk_whatsapp_messages: 'Bulk WhatsApp messages',
    product_promotion: 'Product promotions',
    reports: 'Reports',
    inventory: 'Inventory',
    marketing: 'Marketing',
    integrations: 'Integrations',
  },
};

/**
 * available_features: the whole catalogue (code → name), held or not, so that the client can list
 * what an upgrade unlocks (features/feature-access blockedFeatures).
 */
export function availableFeatures(lang: Lang): AvailableFeatures {
  return Object.fromEntries(Object.entries(FEATURE_NAMES[lang]).map(([code, name]) => [code, { name }]));
}

/** The plan status and feature codes of a business row at `now`: what the resource, the gates and the storefront read. */
export function businessFeatures(row: { plan: string; planExpiresAt: Date | null; planFeatures: string[] | null }, now: Date): { planStatus: PlanStatus; featureCodes: string[] } {
  const planStatus = computePlanStatus({ plan: row.plan, expiresAt: row.planExpiresAt, now });
  return { planStatus, featureCodes: featureCodesOf(planStatus, row.planFeatures) };
}
