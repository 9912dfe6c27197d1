import { AlertTriangle, CheckCircle2, Clock, Send } from 'lucide-react';
import type { PrintJobResource } from '@comanda/domain/printer/print-job';
import { cn } from '../../../../lib/cn';
import { getIntlLocale } from '../../../../lib/locale';
import { useOrdersT } from '../../i18n';

const ICONS = { pending: Clock, sent: Send, printed: CheckCircle2, failed: AlertTriangle } as const;
const TONES = { pending: 'text-gray-600', sent: 'text-sky-700', printed: 'text-emerald-700', failed: 'text-red-700' } as const;

/** A print job's state in words: in the queue, sent to the printer, printed at a time, or failed and why. */
export function PrintJobState({ job }: { job: PrintJobResource }) {
  const ot = useOrdersT();
  const Icon = ICONS[job.status];
  const time = job.printed_at ? new Intl.DateTimeFormat(getIntlLocale(), { hour: '2-digit', minute: '2-digit' }).format(new Date(job.printed_at)) : '';
  const reason = job.error ? ot('printing.state.reason', { error: job.error === 'printer_deleted' ? ot('printing.state.printerDeleted') : job.error }) : '';
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', TONES[job.status])} role={job.status === 'failed' ? 'alert' : 'status'} data-testid="print-job-state">
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {ot(`printing.state.${job.status}`, { time, attempts: job.attempts })}
      {job.status === 'failed' || (job.status === 'pending' && job.attempts > 0) ? ` ${reason}` : ''}
    </span>
  );
}
