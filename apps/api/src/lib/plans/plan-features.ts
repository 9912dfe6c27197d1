import type { AvailableFeatures } from '@comanda/domain/features/available-features-schema';
import { BASIC_FEATURES, TRIAL_SUFFIX } from '@comanda/domain/features/feature-access';
import { PAID_FEATURES, type PaidFeature } from '@comanda/domain/features/upgrade-contexts';
import { isTrial, type PlanStatus } from '@comanda/domain/plans/plan-status';
import type { Lang } from '@comanda/domain/validation/lang';

// Which feature codes each plan unlocks (spec §3 "Plans", §4 "Feature access", §9). Plans become
// admin-editable (v1/core/plans/{id}/features) in a later issue; until then this file is the one
// place that says what a plan includes:
//   free (no expiry, or trial over) → the basic codes
//   trial (free with a running expiry) → the basic codes + every paid code with `_trial`
//   pro, pro_yearly → every code (the basic ones once their expiry passed)

export type FeatureCode = (typeof BASIC_FEATURES)[number] | PaidFeature;

const PAID_PLANS: readonly string[] = ['pro', 'pro_yearly'];

export function featureCodesOf(status: PlanStatus): string[] {
  // A paid plan whose time ran out (a subscription suspended for an unpaid invoice, issue 39) keeps the basics only.
  if (PAID_PLANS.includes(status.current_plan)) return status.is_expired ? [...BASIC_FEATURES] : [...BASIC_FEATURES, ...PAID_FEATURES];
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
