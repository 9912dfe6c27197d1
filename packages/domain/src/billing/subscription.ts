// Zod-free: a business's subscription as one state machine (issue 39; docs/decisions/0053-subscription-state-machine.md). The
// billing job and the webhook of a paid invoice only ever move it through `transition`; what the
// business may open follows from the state alone (`accessOf`).
//
//   trialing ──trial ends (invoice issued)──▶ past_due ──grace over──▶ suspended
//       │                                      ▲   │                      │
//       └──────invoice paid──▶ active ──due date passes unpaid─┘   invoice paid ──▶ active
//                               │  └─period ends with cancel_at_period_end──▶ canceled
//                               └─ each period end: a new period, its invoice issued (still active)

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'suspended', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Days after a period's invoice is issued until it is due; then past due. */
export const INVOICE_DUE_DAYS = 5;
/** Days past due until the business is suspended (billing pages only; nothing deleted). */
export const GRACE_DAYS = 7;

const DAY_MS = 86_400_000;

export interface SubscriptionState {
  status: SubscriptionStatus;
  planCode: string;
  /** The plan the next period switches to (a downgrade waits for the period's end). */
  nextPlanCode: string | null;
  /** The index of the current period (0 = the first after the trial, or the first if none). */
  periodIndex: number;
  periodEnd: Date;
  /** When the current period's invoice falls due; null once it is paid (or while trialing). */
  dueAt: Date | null;
  cancelAtPeriodEnd: boolean;
}

export type SubscriptionEvent =
  /** The clock reached the period's end (for a trial: the trial's end). `nextPeriodEnd` comes from periods.ts. */
  | { type: 'period_ended'; at: Date; nextPeriodEnd: Date }
  /** The clock passed the invoice's due date, or the grace after it: the job asks at each deadline. */
  | { type: 'deadline'; at: Date }
  /** An invoice was paid (webhook, or the admin with a reason); `outstanding`: how many are still unpaid after it. */
  | { type: 'invoice_paid'; outstanding: number; at: Date }
  | { type: 'change_plan'; planCode: string; upgrade: boolean }
  | { type: 'cancel_at_period_end'; cancel: boolean }
  | { type: 'cancel_now' };

export type TransitionResult = { state: SubscriptionState; issueInvoice: boolean } | { refused: 'canceled' | 'still_owed' | 'not_due' };

/**
 * The one way a subscription changes. `issueInvoice` says a new period began whose invoice must be
 * created (exactly once: the caller's unique key is the subscription and the period index).
 */
export function transition(state: SubscriptionState, event: SubscriptionEvent): TransitionResult {
  if (state.status === 'canceled') return { refused: 'canceled' };
  switch (event.type) {
    case 'period_ended': {
      if (event.at.getTime() < state.periodEnd.getTime()) return { refused: 'not_due' };
      if (state.cancelAtPeriodEnd) return { state: { ...state, status: 'canceled', dueAt: null }, issueInvoice: false };
      // The period before was unpaid: it stays owed (past due or suspended); the new one adds to it.
      const unpaidBefore = state.dueAt !== null;
      const status: SubscriptionStatus = state.status === 'suspended' ? 'suspended' : state.status === 'trialing' ? 'past_due' : unpaidBefore ? 'past_due' : 'active';
      return {
        state: {
          ...state,
          status,
          planCode: state.nextPlanCode ?? state.planCode,
          nextPlanCode: null,
          periodIndex: state.status === 'trialing' ? state.periodIndex : state.periodIndex + 1,
          periodEnd: event.nextPeriodEnd,
          // A trial's first invoice is due at once (the trial was the grace); later ones after INVOICE_DUE_DAYS.
          dueAt: state.status === 'trialing' ? event.at : unpaidBefore ? state.dueAt : new Date(event.at.getTime() + INVOICE_DUE_DAYS * DAY_MS),
        },
        issueInvoice: true,
      };
    }
    case 'deadline': {
      if (state.dueAt === null) return { refused: 'not_due' };
      const overdueFor = event.at.getTime() - state.dueAt.getTime();
      if (overdueFor < 0) return { refused: 'not_due' };
      const status: SubscriptionStatus = overdueFor >= GRACE_DAYS * DAY_MS ? 'suspended' : state.status === 'suspended' ? 'suspended' : 'past_due';
      if (status === state.status) return { refused: 'not_due' };
      return { state: { ...state, status }, issueInvoice: false };
    }
    case 'invoice_paid': {
      // Access comes back only once nothing is owed: an older period's invoice counts as much as this one's.
      if (event.outstanding > 0) return { refused: 'still_owed' };
      return { state: { ...state, status: 'active', dueAt: null }, issueInvoice: false };
    }
    case 'change_plan': {
      // Up: now (the caller charges the prorated difference). Down: at the period's end.
      if (event.upgrade) return { state: { ...state, planCode: event.planCode, nextPlanCode: null }, issueInvoice: false };
      return { state: { ...state, nextPlanCode: event.planCode === state.planCode ? null : event.planCode }, issueInvoice: false };
    }
    case 'cancel_at_period_end':
      return { state: { ...state, cancelAtPeriodEnd: event.cancel }, issueInvoice: false };
    case 'cancel_now':
      return { state: { ...state, status: 'canceled', dueAt: null }, issueInvoice: false };
  }
}

/** When the billing job must look at the subscription next: the period's end, or the due date, or the grace's end. */
export function nextDeadline(state: SubscriptionState): Date | null {
  if (state.status === 'canceled') return null;
  const candidates = [state.periodEnd.getTime()];
  if (state.dueAt !== null) {
    if (state.status !== 'past_due' && state.status !== 'suspended') candidates.push(state.dueAt.getTime());
    if (state.status === 'past_due') candidates.push(state.dueAt.getTime() + GRACE_DAYS * DAY_MS);
  }
  return new Date(Math.min(...candidates));
}

/** What the business may open: everything its plan grants, or only the billing pages (nothing is deleted). */
export function accessOf(status: SubscriptionStatus): 'full' | 'billing_only' {
  return status === 'suspended' || status === 'canceled' ? 'billing_only' : 'full';
}
