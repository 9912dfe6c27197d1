import { CloudOff } from 'lucide-react';
import { formatMoney } from '../../../lib/format';
import { usePdvT } from '../i18n';
import type { PendingOrder } from '../lib/offline-queue';

/** Orders kept in the browser until the API can be reached again; sent by themselves. */
export function PendingOrders({ pending, currency, onRetry, onDiscard }: { pending: readonly PendingOrder[]; currency: string; onRetry: () => void; onDiscard: (key: string) => void }) {
  const pt = usePdvT();
  if (pending.length === 0) return null;
  const waiting = pending.some((order) => !order.error);
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset" data-testid="pdv-pending" role="status">
      {waiting ? (
        <p className="flex items-center gap-2 font-semibold">
          <CloudOff className="size-4" aria-hidden />
          {pt('offline.waiting')}
        </p>
      ) : null}
      <p className="text-xs font-semibold tracking-wide uppercase">{pt('offline.title')}</p>
      <ul className="flex flex-col gap-1">
        {pending.map((order) => (
          <li key={order.key} className="flex items-center justify-between gap-2" data-testid="pdv-pending-order">
            <span className="min-w-0 truncate">
              {order.label} · {formatMoney(order.total, currency)}
              {order.error ? <span className="block text-red-700">{pt('offline.refused', { message: order.error })}</span> : null}
            </span>
            {order.error ? (
              <button type="button" className="shrink-0 font-semibold underline" onClick={() => onDiscard(order.key)}>
                {pt('offline.discard')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {waiting ? (
        <button type="button" className="self-start font-semibold underline" onClick={onRetry}>
          {pt('offline.retry')}
        </button>
      ) : null}
    </div>
  );
}
