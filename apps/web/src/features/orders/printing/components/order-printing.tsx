import { Globe, Printer, Receipt } from 'lucide-react';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { PrintJobResource } from '@comanda/domain/printer/print-job';
import { Button } from '../../../../components/ui/button';
import { LoadFailedAlert, LoadingStatus } from '../../../../components/ui/query-state';
import { notifyApiError } from '../../../../lib/form-errors';
import { useOrdersT } from '../../i18n';
import { useOrderPrintJobs, usePrinters, usePrintInBrowser, usePrintOrder, type PrintWhat } from '../api/printing';
import { PrintJobState } from './print-job-state';

/**
 * An order's printing, in its detail (issue 17): what was printed where and how it went (a failure
 * says why, as an alert), a reprint of the kitchen ticket or the receipt through the print queue,
 * and the browser's own dialog when no printer is set up.
 */
export function OrderPrinting({ businessId, order }: { businessId: number; order: OrderResource }) {
  const ot = useOrdersT();
  const jobs = useOrderPrintJobs(businessId, order.id);
  const printers = usePrinters(businessId);
  const print = usePrintOrder(businessId);
  const local = usePrintInBrowser(businessId);
  const names = new Map((printers.data ?? []).map((p) => [p.id, p.name]));
  const paperMm = printers.data?.find((p) => p.prints_receipt)?.paper_mm ?? 80;
  const hasPrinters = (printers.data?.length ?? 0) > 0;

  const reprint = async (what: PrintWhat) => {
    try {
      await print.mutateAsync({ orderId: order.id, what });
    } catch (error) {
      notifyApiError(error);
    }
  };
  const inBrowser = async () => {
    try {
      await local.mutateAsync({ orderId: order.id, what: 'receipt', paperMm });
    } catch (error) {
      notifyApiError(error);
    }
  };
  const label = (job: PrintJobResource) => [ot(`printing.kinds.${job.kind}`), job.reprint ? ot('printing.kinds.reprint') : null, job.printer_id ? names.get(job.printer_id) : null].filter(Boolean).join(' · ');

  return (
    <div className="space-y-3" data-testid="order-printing">
      {jobs.isPending ? (
        <LoadingStatus label={ot('printing.order.loading')} />
      ) : jobs.isError ? (
        <LoadFailedAlert title={ot('printing.order.loadFailed')} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.length > 0 ? (
        <ul className="space-y-1.5">
          {jobs.data.map((job) => (
            <li key={job.id} className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
              <span className="font-medium text-gray-900">{label(job)}</span>
              <PrintJobState job={job} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-500">{ot('printing.order.none')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {hasPrinters ? (
          <>
            <Button size="sm" variant="secondary" icon={<Printer className="size-4" aria-hidden="true" />} loading={print.isPending && print.variables?.what === 'kitchen'} onClick={() => void reprint('kitchen')}>
              {ot('printing.order.kitchen')}
            </Button>
            <Button size="sm" variant="secondary" icon={<Receipt className="size-4" aria-hidden="true" />} loading={print.isPending && print.variables?.what === 'receipt'} onClick={() => void reprint('receipt')}>
              {ot('printing.order.receipt')}
            </Button>
          </>
        ) : null}
        <Button size="sm" variant="ghost" icon={<Globe className="size-4" aria-hidden="true" />} loading={local.isPending} onClick={() => void inBrowser()}>
          {ot('printing.order.browser')}
        </Button>
      </div>
    </div>
  );
}
