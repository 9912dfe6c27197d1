import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { useInvoice, usePlans } from '../../../features/plans/api/billing';
import { INVOICE_TONES, PayInvoiceButton } from '../../../features/plans/components/invoices-card';
import { usePlansT } from '../../../features/plans/i18n';
import { cn } from '../../../lib/cn';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useCurrentBusiness } from '../../use-session';

/** /subscription/invoice/{uuid} (issue 39): one invoice, its lines and total, printable; payable while open. Without a uuid: back to the list. */
export function Component() {
  const { t } = useTranslation();
  const pt = usePlansT();
  const business = useCurrentBusiness();
  const uuid = useParams()['uuid'] ?? '';
  return (
    <div className="space-y-6" data-testid="page-invoice">
      <PageHeader title={t('pages.invoice.title')} description={t('pages.invoice.description')} />
      {!uuid ? (
        <Link to={paths.subscription.to()} className="text-sm font-medium text-brand-700 hover:underline">
          {pt('invoice.back')}
        </Link>
      ) : business ? (
        <InvoiceBody businessId={business.id} businessName={business.name} uuid={uuid} />
      ) : null}
    </div>
  );
}

function InvoiceBody({ businessId, businessName, uuid }: { businessId: number; businessName: string; uuid: string }) {
  const pt = usePlansT();
  const invoice = useInvoice(businessId, uuid);
  const plans = usePlans(businessId);
  const planName = (code: string) => plans.data?.find((plan) => plan.code === code)?.name ?? code;
  if (invoice.isError && !invoice.data) return <LoadFailedAlert title={pt('invoice.loadFailed')} onRetry={() => void invoice.refetch()} />;
  if (!invoice.data) return <LoadingStatus label={pt('invoice.loading')} />;
  const data = invoice.data;
  return (
    <Card title={pt('invoice.title', { business: businessName })}>
      <div className="space-y-4 text-sm" data-testid="invoice">
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-gray-700">{pt('invoices.period', { start: formatDate(data.period_start), end: formatDate(data.period_end) })}</p>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', INVOICE_TONES[data.status])} data-testid="invoice-status">
            {pt(`invoices.statuses.${data.status}`)}
          </span>
        </div>
        <table className="w-full">
          <tbody className="divide-y divide-gray-100">
            {data.lines.map((line, index) => (
              <tr key={index}>
                <td className="py-2 text-gray-700">{pt(`invoice.lines.${line.kind}`, { code: line.kind === 'plan' ? planName(line.code) : line.code })}</td>
                <td className="py-2 text-right tabular-nums text-gray-900">{formatMoney(line.amount)}</td>
              </tr>
            ))}
            <tr>
              <td className="py-2 font-semibold text-gray-900">{pt('invoice.total')}</td>
              <td className="py-2 text-right text-base font-bold tabular-nums text-gray-900" data-testid="invoice-total">
                {formatMoney(data.total)}
              </td>
            </tr>
          </tbody>
        </table>
        <p className="text-gray-500">{data.status === 'paid' ? pt('invoices.paidOn', { date: formatDate(data.paid_at) }) : pt('invoices.dueOn', { date: formatDate(data.due_at) })}</p>
        <div className="flex flex-wrap gap-2 print:hidden">
          <PayInvoiceButton businessId={businessId} invoice={data} />
          <Button variant="secondary" size="sm" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {pt('invoice.print')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
