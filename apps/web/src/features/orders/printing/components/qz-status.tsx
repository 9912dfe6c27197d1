import { CircleCheck, CircleAlert, Loader2, ShieldAlert } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { useOrdersT } from '../../i18n';
import { useQzPrinting } from '../api/use-qz-printing';

const QZ_DOWNLOAD = 'https://qz.io/download/';

/** QZ Tray's connection on this computer, as the screens that print show it: connected, not installed, not trusted. */
export function QzStatus({ businessId }: { businessId: number }) {
  const ot = useOrdersT();
  const { state, hasQzPrinters, retry } = useQzPrinting(businessId);
  if (!hasQzPrinters) return null;
  const tone = state.status === 'connected' ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : state.status === 'connecting' || state.status === 'off' ? 'bg-gray-50 text-gray-700 ring-gray-200' : 'bg-amber-50 text-amber-900 ring-amber-200';
  const Icon = state.status === 'connected' ? CircleCheck : state.status === 'untrusted' ? ShieldAlert : state.status === 'not-installed' ? CircleAlert : Loader2;
  return (
    <div className={cn('flex flex-wrap items-center gap-3 rounded-lg px-3 py-2 text-sm ring-1', tone)} role="status" data-testid="qz-status" data-status={state.status}>
      <Icon className={cn('size-4 shrink-0', state.status === 'connecting' && 'animate-spin')} aria-hidden="true" />
      <span className="flex-1">{ot(`printing.qz.${state.status}`)}</span>
      {state.status === 'not-installed' ? (
        <a className="font-medium underline" href={QZ_DOWNLOAD} target="_blank" rel="noreferrer">
          {ot('printing.qz.install')}
        </a>
      ) : null}
      {state.status === 'not-installed' || state.status === 'untrusted' ? (
        <Button size="sm" variant="secondary" onClick={retry}>
          {ot('printing.qz.retry')}
        </Button>
      ) : null}
    </div>
  );
}
