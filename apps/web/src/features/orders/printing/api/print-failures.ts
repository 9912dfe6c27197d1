import { useEffect } from 'react';
import type { PrintJobResource } from '@comanda/domain/printer/print-job';
import { subscribeRealtime } from '../../../../lib/socket';
import { notify } from '../../../../lib/toast';
import { useOrdersT } from '../../i18n';

/**
 * A print that failed for good (its last attempt) raises an alert on the order manager at once, not a
 * console line: the counter must know the kitchen did not get the ticket.
 */
export function usePrintFailureAlerts(): void {
  const ot = useOrdersT();
  useEffect(
    () =>
      subscribeRealtime('print.failed', (payload) => {
        const job = (payload as { data?: PrintJobResource } | null)?.data;
        if (!job) return;
        notify.error({ title: ot('printing.failedAlert', { kind: ot(`printing.kinds.${job.kind}`) }), description: job.error ?? undefined });
      }),
    [ot],
  );
}
