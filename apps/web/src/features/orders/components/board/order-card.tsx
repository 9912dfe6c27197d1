import { Clock, Printer } from 'lucide-react';
import type { OrderSummary } from '@comanda/domain/orders/order-resource';
import type { PrintState } from '@comanda/domain/printer/print-job';
import { orderAction } from '@comanda/domain/orders/order-status';
import { paymentMethodLabel } from '@comanda/domain/orders/payment';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { formatMoney } from '../../../../lib/format';
import { getLocale } from '../../../../lib/locale';
import { useOrdersT } from '../../i18n';
import { latenessOf, minutesSince } from '../../lib/board';
import { orderPlaceText } from '../../lib/order-labels';
import { PrintStateBadge } from '../../printing/components/print-state-badge';
import { PaymentStatusBadge } from '../order-status-badge';

const LATENESS_TONES = {
  'on-time': 'border-l-gray-200',
  late: 'border-l-amber-400',
  overdue: 'border-l-red-500',
} as const;

/** The minutes' colour by lateness, on the board's cards and the kitchen's tickets. */
export const TIME_TONES = {
  'on-time': 'text-gray-500',
  late: 'text-amber-700',
  overdue: 'text-red-700 font-semibold',
} as const;

type Props = {
  order: OrderSummary;
  now: Date;
  preparationMinutes: number | null;
  /** Arrived while the board was open and not looked at yet. */
  unseen: boolean;
  /** This card's action is on its way to the server. */
  running: boolean;
  /** How its printing went, when it was printed. */
  printState?: PrintState | undefined;
  /** Prints its kitchen ticket again (when the business has printers). */
  onReprint?: (() => void) | undefined;
  reprinting?: boolean;
  onOpen: () => void;
  onAdvance: () => void;
};

/** One order on the board: who, where, how much, how long ago, and its next step. */
export function OrderCard({ order, now, preparationMinutes, unseen, running, printState, onReprint, reprinting = false, onOpen, onAdvance }: Props) {
  const ot = useOrdersT();
  const lang = getLocale();
  const next = orderAction(order.status, order.order_type, lang);
  // A scheduled order (decision 0047) counts from when it reached the board, not from when it was sent.
  const since = order.released_at ?? order.created_at;
  const lateness = latenessOf(since, now, preparationMinutes);
  const place = [orderPlaceText(order, lang, ot('counter')), order.district_name].filter(Boolean).join(' · ');
  return (
    <article
      className={cn('rounded-lg border border-l-4 border-gray-200 bg-white p-3 shadow-sm', LATENESS_TONES[lateness], unseen && 'ring-2 ring-brand-400')}
      // By uuid, not number: numbers restart each day, and yesterday's open #8 can sit beside today's #8.
      data-testid={`board-card-${order.uuid}`}
      aria-label={ot('board.card', { number: order.number })}
    >
      <button type="button" className="block w-full text-left" onClick={onOpen}>
        <div className="flex items-center justify-between gap-2">
          <span className="text-lg font-bold text-gray-900 tabular-nums">#{order.number}</span>
          {unseen ? <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{ot('board.new')}</span> : null}
          <span className={cn('ml-auto inline-flex items-center gap-1 text-sm tabular-nums', TIME_TONES[lateness])} title={ot('board.placedAgo')}>
            <Clock className="size-3.5" aria-hidden="true" />
            {ot('board.minutes', { count: minutesSince(since, now) })}
          </span>
        </div>
        {order.scheduled_for ? (
          <p className="mt-1 text-sm font-semibold text-brand-700" data-testid="board-scheduled">
            {ot('board.scheduledFor', { time: new Date(order.scheduled_for).toLocaleTimeString(lang === 'pt' ? 'pt-BR' : 'en-US', { hour: '2-digit', minute: '2-digit' }) })}
          </p>
        ) : null}
        <p className="mt-1 truncate text-sm font-medium text-gray-800">{place}</p>
        <p className="truncate text-sm text-gray-600">{order.customer_name || ot('noCustomer')}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
          <span>{ot('itemsCount', { count: order.items_count })}</span>
          {order.payment_type ? <span>· {paymentMethodLabel(order.payment_type, lang)}</span> : null}
          <PaymentStatusBadge status={order.payment_status} />
          <PrintStateBadge state={printState} />
        </div>
        <p className="mt-1 text-base font-semibold text-gray-900 tabular-nums">{formatMoney(order.total)}</p>
      </button>
      {onReprint ? (
        <div className="pointer-events-none -mt-7 flex justify-end">
          <Button
            size="sm"
            variant="ghost"
            className="pointer-events-auto size-8 p-0 text-gray-600"
            loading={reprinting}
            aria-label={ot('printing.order.reprintCard', { number: order.number })}
            title={ot('printing.order.reprintCard', { number: order.number })}
            onClick={onReprint}
          >
            {reprinting ? null : <Printer className="size-4 shrink-0" aria-hidden="true" />}
          </Button>
        </div>
      ) : null}
      {next ? (
        <Button size="sm" className="mt-2 w-full" loading={running} onClick={onAdvance}>
          {next.label}
        </Button>
      ) : null}
    </article>
  );
}
