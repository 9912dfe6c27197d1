import { Printer } from 'lucide-react';
import type { PrintState } from '@comanda/domain/printer/print-job';
import { cn } from '../../../../lib/cn';
import { getIntlLocale } from '../../../../lib/locale';
import { useOrdersT } from '../../i18n';

const TONES = { printed: 'bg-emerald-50 text-emerald-800 ring-emerald-200', waiting: 'bg-gray-50 text-gray-700 ring-gray-200', failed: 'bg-red-50 text-red-800 ring-red-200' } as const;

/** An order's print state on a card or a row: printed at a time, waiting, or failed (with why on hover and for screen readers). */
export function PrintStateBadge({ state }: { state: PrintState | undefined }) {
  const ot = useOrdersT();
  if (!state) return null;
  const time = state.at ? new Intl.DateTimeFormat(getIntlLocale(), { hour: '2-digit', minute: '2-digit' }).format(new Date(state.at)) : '';
  const text = ot(`printing.badge.${state.state}`, { time });
  const title = state.error ? `${text} ${ot('printing.state.reason', { error: state.error })}` : text;
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1', TONES[state.state])} title={title} data-testid="print-state-badge" data-state={state.state}>
      <Printer className="size-3" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{text}</span>
    </span>
  );
}
