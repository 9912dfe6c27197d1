// Zod-free on purpose: the web app's feature gate runs on every page (docs/decisions/0007).
import { isTrial, type PlanStatus } from '../plans/plan-status';
import type { AvailableFeatures } from './available-features-schema';

export type FeatureHolder = {
  feature_codes: readonly string[];
  plan_status: Pick<PlanStatus, 'current_plan' | 'expires_at' | 'is_expired' | 'is_trial'>;
};

/** Suffix of the code a trial unlocks a feature with (spec §4). */
export const TRIAL_SUFFIX = '_trial';

/** Features every plan has; never listed as blocked (spec §9). */
export const BASIC_FEATURES = ['basic_orders', 'basic_menu'] as const;

/** At most this many blocked features are listed (spec §9). */
export const MAX_BLOCKED_FEATURES_LISTED = 8;

/**
 * A feature is available if its code is in feature_codes or, during a trial, its `_trial` variant
 * is (spec §4).
 */
export function hasFeature(business: FeatureHolder, code: string): boolean {
  if (business.feature_codes.includes(code)) return true;
  return isTrial(business.plan_status) && business.feature_codes.includes(`${code}${TRIAL_SUFFIX}`);
}

/** Admins are never gated by plan features (spec §4, §6). */
export function needsUpgrade(user: { is_admin?: boolean | null }, business: FeatureHolder, code: string): boolean {
  return !user.is_admin && !hasFeature(business, code);
}

export type BlockedFeature = { code: string; name: string };

/**
 * The features a business cannot use, to list in the upgrade prompt: at most 8, never the basic
 * ones, never the `_trial` variants (they are not features of their own).
 */
export function blockedFeatures(business: FeatureHolder, available: AvailableFeatures): BlockedFeature[] {
  const basic: readonly string[] = BASIC_FEATURES;
  return Object.entries(available)
    .filter(([code]) => !basic.includes(code) && !code.endsWith(TRIAL_SUFFIX) && !hasFeature(business, code))
    .slice(0, MAX_BLOCKED_FEATURES_LISTED)
    .map(([code, feature]) => ({ code, name: feature.name }));
}
