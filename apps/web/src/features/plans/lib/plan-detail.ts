import type { PlanStatus } from '@comanda/domain/plans/plan-status-schema';

/**
 * The line under the plan's name (home and /subscription): the days of the trial left, or that it
 * ended (as the alert banner says; never "0 dias restantes", issue 31), or the paid plan's date.
 */
export type PlanDetail =
  | { kind: 'trialDays'; count: number }
  | { kind: 'trialEnded' }
  | { kind: 'expiredOn'; date: string }
  | { kind: 'validUntil'; date: string }
  | null;

export function planDetail(status: Pick<PlanStatus, 'is_trial' | 'trial_days_remaining' | 'expires_at' | 'is_expired'>): PlanDetail {
  if (status.is_trial && status.trial_days_remaining !== null) {
    return status.trial_days_remaining > 0 ? { kind: 'trialDays', count: status.trial_days_remaining } : { kind: 'trialEnded' };
  }
  if (!status.expires_at) return null;
  return status.is_expired ? { kind: 'expiredOn', date: status.expires_at } : { kind: 'validUntil', date: status.expires_at };
}
