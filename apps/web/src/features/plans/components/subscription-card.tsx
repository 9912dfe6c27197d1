import { useState } from 'react';
import type { Subscription } from '@comanda/domain/billing/billing-resource';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { cn } from '../../../lib/cn';
import { notifyApiError } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useCancelSubscription, usePlans, useSubscription } from '../api/billing';
import { usePlansT } from '../i18n';

const TONES: Record<Subscription['status'], string> = {
  trialing: 'bg-blue-50 text-blue-800',
  active: 'bg-green-50 text-green-800',
  past_due: 'bg-amber-50 text-amber-800',
  suspended: 'bg-red-50 text-red-800',
  canceled: 'bg-gray-100 text-gray-700',
};

/** /subscription: the plan taken, its state in the owner's words, the period, and canceling at its end (asked first). */
export function SubscriptionCard({ businessId }: { businessId: number }) {
  const pt = usePlansT();
  const subscription = useSubscription(businessId);
  const plans = usePlans(businessId);
  const cancel = useCancelSubscription(businessId);
  const [asking, setAsking] = useState(false);
  if (subscription.isError && subscription.data === undefined) return <LoadFailedAlert title={pt('subscription.loadFailed')} onRetry={() => void subscription.refetch()} />;
  if (subscription.data === undefined) return <LoadingStatus label={pt('subscription.loading')} />;
  const data = subscription.data;
  if (!data) return null;
  const planName = plans.data?.find((plan) => plan.code === data.plan)?.name ?? data.plan;
  const change = async (value: boolean) => {
    try {
      await cancel.mutateAsync(value);
      setAsking(false);
      notify.success({ title: value ? pt('subscription.canceled', { date: formatDate(data.period_end) }) : pt('subscription.kept') });
    } catch (error) {
      notifyApiError(error);
    }
  };
  return (
    <Card title={pt('subscription.title')}>
      <div className="space-y-3" data-testid="subscription">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-2xl font-bold text-gray-900">{planName}</p>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-medium', TONES[data.status])} data-testid="subscription-status">
            {pt(`subscription.statuses.${data.status}`)}
          </span>
        </div>
        <p className="text-sm text-gray-600">{pt(`subscription.explain.${data.status}`, { date: formatDate(data.status === 'trialing' ? data.period_end : data.due_at ?? data.period_end) })}</p>
        {data.cancel_at_period_end && data.status !== 'canceled' ? <Alert tone="warning" title={pt('subscription.ending', { date: formatDate(data.period_end) })} /> : null}
        {data.next_plan && data.status !== 'canceled' ? <Alert tone="info" title={pt('subscription.switching', { plan: plans.data?.find((plan) => plan.code === data.next_plan)?.name ?? data.next_plan, date: formatDate(data.period_end) })} testId="subscription-next-plan" /> : null}
        {data.status !== 'canceled' ? (
          <Button variant={data.cancel_at_period_end ? 'secondary' : 'ghost'} loading={cancel.isPending} onClick={() => (data.cancel_at_period_end ? void change(false) : setAsking(true))} data-testid="subscription-cancel">
            {data.cancel_at_period_end ? pt('subscription.keep') : pt('subscription.cancel')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => void change(true)}
        title={pt('subscription.cancelTitle')}
        description={pt('subscription.cancelText', { date: formatDate(data.period_end) })}
        confirmLabel={pt('subscription.cancel')}
        pending={cancel.isPending}
      />
    </Card>
  );
}
