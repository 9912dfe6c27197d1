// Zod-free on purpose: the web app's shell (plan alert, feature gate) imports these rules on every
// page without loading zod (docs/decisions/0007). The wire schema is plan-status-schema.ts.
import type { PlanStatus } from './plan-status-schema';

export type { PlanStatus };

/** Plans of spec §3: free, Pro, and Pro billed yearly. Admins may add more, so the wire type stays a string. */
export const PLANS = ['free', 'pro', 'pro_yearly'] as const;
export type Plan = (typeof PLANS)[number];
export const FREE_PLAN: Plan = 'free';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left until `expiresAt`, counting a started day as a day (5 hours left is 1 day, so
 * the last day reads as critical, not as expired); 0 or less once it has passed.
 */
export function daysUntil(expiresAt: Date, now: Date): number {
  const days = Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS);
  return days === 0 ? 0 : days; // no -0
}

export type ComputePlanStatusInput = {
  plan: string | null | undefined;
  expiresAt: Date | string | null | undefined;
  now: Date;
};

/**
 * plan_status from the subscription. A trial is the free plan with an expiry date: is_trial says the
 * plan is a trial, running or over; is_expired says whether its time has passed.
 */
export function computePlanStatus({ plan, expiresAt, now }: ComputePlanStatusInput): PlanStatus {
  const currentPlan = plan || FREE_PLAN;
  const expiry = expiresAt === null || expiresAt === undefined ? null : new Date(expiresAt);
  if (expiry === null || Number.isNaN(expiry.getTime())) {
    return {
      current_plan: currentPlan,
      expires_at: null,
      is_expired: false,
      days_until_expiration: null,
      is_trial: false,
      trial_days_remaining: null,
    };
  }
  const days = daysUntil(expiry, now);
  const isTrial = currentPlan === FREE_PLAN;
  return {
    current_plan: currentPlan,
    expires_at: expiry.toISOString(),
    is_expired: expiry.getTime() <= now.getTime(),
    days_until_expiration: days,
    is_trial: isTrial,
    trial_days_remaining: isTrial ? days : null,
  };
}

/** The plan is a trial (free with an expiry), whether or not it has run out. */
export function isTrialPlan(status: Pick<PlanStatus, 'current_plan' | 'expires_at' | 'is_trial'>): boolean {
  return status.is_trial || (status.current_plan === FREE_PLAN && status.expires_at !== null);
}

/** Feature access (spec §4): trial = free plan with an expiry and not expired. */
export function isTrial(status: Pick<PlanStatus, 'current_plan' | 'expires_at' | 'is_expired' | 'is_trial'>): boolean {
  return isTrialPlan(status) && !status.is_expired;
}

/** Feature access (spec §4): trial expired = free plan and expired. */
export function isTrialExpired(status: Pick<PlanStatus, 'current_plan' | 'is_expired'>): boolean {
  return status.current_plan === FREE_PLAN && status.is_expired;
}
