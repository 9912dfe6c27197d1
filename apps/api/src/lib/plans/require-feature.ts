import { hasFeature } from '@comanda/domain/features/feature-access';
import type { Lang } from '@comanda/domain/validation/lang';
import { AppError } from '../app-error';
import { msg } from '../messages';
import type { BusinessAccess } from '../../plugins/tenancy';
import { availableFeatures, businessFeatures, type FeatureCode } from './plan-features';

/** Whether the business's plan (or a platform admin) has `code` now: for a route that answers less without it. */
export function featureAvailable(access: Pick<BusinessAccess, 'business' | 'isAdmin'>, code: FeatureCode, now = new Date()): boolean {
  if (access.isAdmin) return true;
  const { planStatus, featureCodes } = businessFeatures(access.business, now);
  return hasFeature({ feature_codes: featureCodes, plan_status: planStatus }, code);
}

/**
 * Plan gating on the server (spec §4 "Feature access"): the web hides what the plan lacks, and this
 * keeps a direct call from using it anyway. Platform admins are never gated (spec §6); a running
 * trial holds every paid feature through its `_trial` code. `now` is the request's clock (lib/request-clock),
 * the same instant the business resource's plan_status is computed for. The answer carries the
 * feature's code, from which the web app opens the matching upgrade prompt.
 */
export function requireFeature(access: Pick<BusinessAccess, 'business' | 'isAdmin'>, code: FeatureCode, lang: Lang, now = new Date()): void {
  if (featureAvailable(access, code, now)) return;
  const name = availableFeatures(lang)[code]?.name ?? code;
  throw new AppError('feature_unavailable', msg(lang, 'feature_unavailable', { feature: name }), undefined, code);
}
