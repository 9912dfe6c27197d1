// Zod-free on purpose: the web app's feature gate runs on every page (docs/decisions/0007).

/**
 * The feature contexts the upgrade modal opens with, by the plan that unlocks them (spec §9). Each
 * context's title, description and benefits are i18n keys in the web app.
 */
export const UPGRADE_CONTEXTS = {
  essential: [
    'pdv', 'coupons', 'loyalty_points', 'loyalty_program_card', 'promotional_cashback', 'dashboard_statistics',
    'bulk_whatsapp_messages', 'product_promotion', 'default',
  ],
  professional: ['reports', 'inventory', 'marketing', 'integrations'],
} as const;

export type UpgradePlan = keyof typeof UPGRADE_CONTEXTS;
export type UpgradeContext = (typeof UPGRADE_CONTEXTS)[UpgradePlan][number];

export const UPGRADE_CONTEXT_NAMES: readonly UpgradeContext[] = [...UPGRADE_CONTEXTS.essential, ...UPGRADE_CONTEXTS.professional];

/**
 * The paid features: a plan feature code for each context but the catch-all 'default', so that a
 * feature_unavailable answer's code names the context the upgrade modal opens with.
 */
export const PAID_FEATURES = UPGRADE_CONTEXT_NAMES.filter((code): code is PaidFeature => code !== 'default');
export type PaidFeature = Exclude<UpgradeContext, 'default'>;

/** The plan the modal offers for a context; an unknown context is the essential 'default'. */
export function upgradePlanFor(context: string | null | undefined): UpgradePlan {
  const professional: readonly string[] = UPGRADE_CONTEXTS.professional;
  return context && professional.includes(context) ? 'professional' : 'essential';
}

/** A context the modal knows, 'default' for anything else. */
export function toUpgradeContext(context: string | null | undefined): UpgradeContext {
  return UPGRADE_CONTEXT_NAMES.find((name) => name === context) ?? 'default';
}
