import type { SubscriptionState } from '@comanda/domain/billing/subscription';
import type { BillingPlanRow, BillingSubscriptionRow } from '../../../db/schema/index';

// A subscription row as the domain's state machine sees it (plans by code), and back.

export function stateOf(row: BillingSubscriptionRow, plans: ReadonlyMap<number, BillingPlanRow>): SubscriptionState {
  return {
    status: row.status,
    planCode: plans.get(row.planId)!.code,
    nextPlanCode: row.nextPlanId === null ? null : plans.get(row.nextPlanId)!.code,
    periodIndex: row.periodIndex,
    periodEnd: row.periodEnd,
    dueAt: row.dueAt,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export function columnsOf(state: SubscriptionState, plansByCode: ReadonlyMap<string, BillingPlanRow>): Partial<BillingSubscriptionRow> {
  return {
    status: state.status,
    planId: plansByCode.get(state.planCode)!.id,
    nextPlanId: state.nextPlanCode === null ? null : plansByCode.get(state.nextPlanCode)!.id,
    periodIndex: state.periodIndex,
    periodEnd: state.periodEnd,
    dueAt: state.dueAt,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  };
}
