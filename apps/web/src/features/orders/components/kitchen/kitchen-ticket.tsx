import { Clock } from 'lucide-react';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { isAddedAfterKitchen, kitchenSince } from '@comanda/domain/orders/kitchen';
import { kitchenLines } from '@comanda/domain/orders/kitchen-lines';
import { orderAction, orderStatusLabel } from '@comanda/domain/orders/order-status';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { getLocale } from '../../../../lib/locale';
import { useOrdersT } from '../../i18n';
import { latenessOf, minutesSince } from '../../lib/board';
import { orderPlaceText } from '../../lib/order-labels';
import { TIME_TONES } from '../board/order-card';

const STATUS_TONES = {
  noted: 'bg-sky-100 text-sky-900',
  processing: 'bg-amber-100 text-amber-900',
} as const;

type Props = {
  order: OrderResource;
  now: Date;
  preparationMinutes: number | null;
  unseen: boolean;
  running: boolean;
  onBump: () => void;
};

/**
 * One order as the kitchen reads it from a step away: the number, where it goes, how long it has been
 * in the kitchen, and every item read as the ticket prints it (kitchen-lines.ts); items the table ordered after the
 * kitchen got the order are marked "Novo". A tap anywhere on it (or its button, by keyboard) moves it on.
 */
export function KitchenTicket({ order, now, preparationMinutes, unseen, running, onBump }: Props) {
  const ot = useOrdersT();
  const lang = getLocale();
  const since = kitchenSince(order);
  const lateness = latenessOf(since, now, preparationMinutes);
  const next = orderAction(order.status, order.order_type, lang);
  const status = order.status === 'processing' ? 'processing' : 'noted';
  return (
    // The whole ticket takes the tap (wet hands, a glance); its button is the same action for the keyboard.
    <article
      className={cn(
        'flex cursor-pointer flex-col rounded-xl border-2 bg-white p-4 shadow-sm select-none',
        lateness === 'overdue' ? 'border-red-400' : lateness === 'late' ? 'border-amber-400' : 'border-gray-200',
        unseen && 'ring-4 ring-brand-300',
      )}
      aria-label={ot('board.card', { number: order.number })}
      data-testid={`kitchen-ticket-${order.number}`}
      onClick={() => !running && onBump()}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-3xl font-extrabold text-gray-900 tabular-nums">#{order.number}</span>
        <span className="min-w-0 flex-1 truncate text-xl font-semibold text-gray-800">{orderPlaceText(order, lang, ot('counter'))}</span>
        <span className={cn('inline-flex items-center gap-1 text-xl tabular-nums', TIME_TONES[lateness])} title={ot('kitchen.inKitchenFor')}>
          <Clock className="size-5" aria-hidden="true" />
          {ot('board.minutes', { count: minutesSince(since, now) })}
        </span>
      </header>
      <p className="mt-1 flex items-center gap-2">
        <span className={cn('rounded-md px-2 py-0.5 text-sm font-semibold', STATUS_TONES[status])} data-testid="kitchen-ticket-status">
          {orderStatusLabel(order.status, lang)}
        </span>
        {order.customer_name ? <span className="truncate text-base text-gray-600">{order.customer_name}</span> : null}
      </p>
      <ul className="mt-3 flex-1 space-y-2">
        {kitchenLines(order.products, lang, { batchOf: (line) => (isAddedAfterKitchen(line, since) ? 'new' : 'old') }).map((line) => {
          const added = isAddedAfterKitchen(line.lines[0]!, since);
          return (
            <li key={line.lines[0]!.id} className={cn('rounded-lg px-2 py-1', added && 'bg-brand-50 ring-2 ring-brand-300')} data-testid={added ? 'kitchen-line-new' : 'kitchen-line'}>
              <p className="flex items-baseline gap-2 text-xl leading-snug text-gray-900">
                <span className="font-bold tabular-nums">{line.quantity}</span>
                <span className="font-semibold">{line.name}</span>
                {added ? <span className="ml-auto shrink-0 rounded-full bg-brand-600 px-2 text-sm font-semibold text-white">{ot('kitchen.newItem')}</span> : null}
              </p>
              {line.options.length > 0 ? (
                <ul className="ml-8 text-lg text-gray-700">
                  {line.options.map((text, i) => (
                    <li key={i}>{text}</li>
                  ))}
                </ul>
              ) : null}
              {line.comments ? <p className="ml-8 text-lg font-medium text-amber-800 italic">{ot('detail.comment', { text: line.comments })}</p> : null}
            </li>
          );
        })}
      </ul>
      {order.notes ? <p className="mt-2 rounded-lg bg-amber-50 px-2 py-1 text-lg text-amber-900">{order.notes}</p> : null}
      {next ? (
        <Button
          size="lg"
          className="mt-3 w-full text-lg"
          loading={running}
          onClick={(event) => {
            event.stopPropagation();
            onBump();
          }}
        >
          {next.label}
        </Button>
      ) : null}
    </article>
  );
}
