import { Link } from 'react-router';
import type { Invoice } from '@comanda/domain/billing/billing-resource';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { cn } from '../../../lib/cn';
import { notifyApiError } from '../../../lib/form-errors';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useInvoices, usePayInvoice } from '../api/billing';
import { usePlansT } from '../i18n';

export const INVOICE_TONES: Record<Invoice['status'], string> = {
  paid: 'bg-green-50 text-green-800',
  open: 'bg-blue-50 text-blue-800',
  overdue: 'bg-red-50 text-red-800',
  void: 'bg-gray-100 text-gray-700',
};

/** Pays an invoice: the browser goes to the checkout (Mercado Pago) and comes back to the invoice's page. */
export function PayInvoiceButton({ businessId, invoice }: { businessId: number; invoice: Invoice }) {
  const pt = usePlansT();
  const pay = usePayInvoice(businessId);
  if (invoice.status !== 'open' && invoice.status !== 'overdue') return null;
  const go = async () => {
    try {
      window.location.assign(await pay.mutateAsync(invoice.uuid));
    } catch (error) {
      notifyApiError(error);
    }
  };
  return (
    <Button size="sm" loading={pay.isPending} onClick={() => void go()} data-testid="invoice-pay">
      {pt('invoices.pay', { total: formatMoney(invoice.total) })}
    </Button>
  );
}

/** /subscription: every invoice, newest first — paid, open or overdue — with its payment button. */
export function InvoicesCard({ businessId }: { businessId: number }) {
  const pt = usePlansT();
  const invoices = useInvoices(businessId);
  return (
    <Card title={pt('invoices.title')}>
      {invoices.isError && !invoices.data ? (
        <LoadFailedAlert title={pt('invoices.loadFailed')} onRetry={() => void invoices.refetch()} />
      ) : !invoices.data ? (
        <LoadingStatus label={pt('invoices.loading')} />
      ) : invoices.data.length === 0 ? (
        <p className="text-sm text-gray-500" data-testid="invoices-empty">
          {pt('invoices.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="invoices">
          {invoices.data.map((invoice) => (
            <li key={invoice.uuid} className="flex flex-wrap items-center gap-3 py-3 text-sm">
              <div className="min-w-0 flex-1">
                <Link to={paths.subscriptionInvoice.to({ uuid: invoice.uuid })} className="font-medium text-gray-900 hover:underline">
                  {pt('invoices.period', { start: formatDate(invoice.period_start), end: formatDate(invoice.period_end) })}
                </Link>
                {invoice.kind !== 'period' ? <p className="text-gray-700">{pt(`invoices.kinds.${invoice.kind}`)}</p> : null}
                <p className="text-gray-500">{invoice.status === 'paid' ? pt('invoices.paidOn', { date: formatDate(invoice.paid_at) }) : pt('invoices.dueOn', { date: formatDate(invoice.due_at) })}</p>
              </div>
              <span className="font-semibold text-gray-900">{formatMoney(invoice.total)}</span>
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', INVOICE_TONES[invoice.status])} data-testid="invoice-status">
                {pt(`invoices.statuses.${invoice.status}`)}
              </span>
              <PayInvoiceButton businessId={businessId} invoice={invoice} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
