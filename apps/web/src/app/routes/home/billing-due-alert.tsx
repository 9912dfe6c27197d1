import { Link } from 'react-router';
import { suspensionDate } from '@comanda/domain/billing/dunning';
import { Alert } from '../../../components/ui/alert';
import { formatDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useSubscription } from '../../../features/plans/api/billing';
import { useHomeT } from '../../../features/dashboard/i18n';

/**
 * On the home page (issue 39, dunning): an invoice is overdue, and the day the business would be
 * suspended — said where the owner looks first, with the way to pay. Nothing while all is paid.
 */
export function BillingDueAlert({ businessId }: { businessId: number }) {
  const ht = useHomeT();
  const subscription = useSubscription(businessId).data;
  if (subscription?.status !== 'past_due' || !subscription.due_at) return null;
  const dueAt = new Date(subscription.due_at);
  return (
    <Alert tone="warning" title={ht('billingDue.title')} testId="home-billing-due">
      {ht('billingDue.text', { due: formatDate(subscription.due_at), suspends: formatDate(suspensionDate(dueAt).toISOString()) })}{' '}
      <Link to={paths.subscription.to()} className="font-medium underline">
        {ht('billingDue.pay')}
      </Link>
    </Alert>
  );
}
