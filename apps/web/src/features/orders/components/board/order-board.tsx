import { useEffect, useState } from 'react';
import { ClipboardList } from 'lucide-react';
import type { OrderSummary } from '@comanda/domain/orders/order-resource';
import { statusActionSegment } from '@comanda/domain/orders/order-list-query';
import { orderAction } from '@comanda/domain/orders/order-status';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailedAlert, LoadingStatus } from '../../../../components/ui/query-state';
import { getLocale } from '../../../../lib/locale';
import { useRunOrderAction } from '../../api/run-order-action';
import { useRealTimeOrders } from '../../api/real-time-orders';
import { usePrintStates } from '../../printing/api/print-states';
import { usePrinters, usePrintOrder } from '../../printing/api/printing';
import { notifyApiError } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useOrdersT } from '../../i18n';
import { BOARD_COLUMNS, columnOf, filterBoard, type BoardColumn } from '../../lib/board';
import type { ManagerState } from '../order-manager';
import { OrderCard } from './order-card';
import { lazyDialog } from '../../../../components/ui/lazy-dialog';
import { whenIdle } from '../../../../lib/when-idle';

// The detail (its actions, printing, the phone's link) is not what the board first shows: it loads
// when the browser is idle, or when a card is opened first (the board's own chunks stay in budget).
const OrderDetail = lazyDialog(
  () => import('../order-detail').then((m) => m.OrderDetail),
  (props) => props.orderId !== null,
);

/**
 * The order manager's board (issue 16): today's open orders in a column per stage; a tap on a
 * card's button takes the order to its next status, a tap on the card opens its detail.
 */
export function OrderBoard({ business, filter, now, unseen, see }: ManagerState) {
  const ot = useOrdersT();
  const lang = getLocale();
  const board = useRealTimeOrders(business.id);
  const { run, running } = useRunOrderAction(business.id);
  const [open, setOpen] = useState<Pick<OrderSummary, 'id' | 'number'> | null>(null);
  useEffect(() => whenIdle(() => void OrderDetail.preload().catch(() => undefined)), []);
  const printStates = usePrintStates(business.id, board.data?.map((order) => order.id) ?? []);
  const printers = usePrinters(business.id);
  const reprint = usePrintOrder(business.id);
  const canPrint = (printers.data?.length ?? 0) > 0;
  const reprintTicket = async (order: OrderSummary) => {
    try {
      await reprint.mutateAsync({ orderId: order.id, what: 'kitchen' });
      notify.success({ title: ot('printing.order.reprinted', { number: order.number }) });
    } catch (error) {
      notifyApiError(error);
    }
  };

  const advance = (order: OrderSummary) => {
    see(order.id);
    const next = orderAction(order.status, order.order_type, lang);
    const segment = next ? statusActionSegment(next.next) : null;
    if (segment) void run({ kind: 'status', orderId: order.id, segment });
  };

  const orders = board.data;
  let body;
  if (board.isError && !orders) body = <LoadFailedAlert title={ot('loadFailed')} onRetry={() => void board.refetch()} />;
  else if (!orders) body = <LoadingStatus label={ot('board.loading')} />;
  else {
    const shown = filterBoard(orders, filter);
    const columns = new Map<BoardColumn, OrderSummary[]>(BOARD_COLUMNS.map((column) => [column, []]));
    for (const order of shown) {
      const column = columnOf(order.status);
      if (column) columns.get(column)!.push(order);
    }
    body =
      orders.length === 0 ? (
        <EmptyState icon={ClipboardList} title={ot('board.empty.title')} description={ot('board.empty.text')} />
      ) : (
        // Phones: the columns one under another. Tablets: side by side, scrolled sideways. Desktops: all in view.
        <div className="flex flex-col gap-3 pb-2 sm:snap-x sm:flex-row sm:overflow-x-auto" data-testid="order-board">
          {BOARD_COLUMNS.map((column) => {
            const cards = columns.get(column)!;
            return (
              <section key={column} className="flex flex-col rounded-xl bg-gray-100 p-2 sm:w-60 sm:shrink-0 sm:snap-start xl:w-auto xl:min-w-0 xl:flex-1" aria-labelledby={`column-${column}`} data-testid={`board-column-${column}`}>
                <h2 id={`column-${column}`} className="flex items-center justify-between px-1 pb-2 text-sm font-semibold text-gray-700">
                  {ot(`board.columns.${column}`)}
                  <span className="rounded-full bg-white px-2 text-xs text-gray-600 tabular-nums">{cards.length}</span>
                </h2>
                <div className="flex flex-col gap-2">
                  {cards.map((order) => (
                    <OrderCard
                      key={order.id}
                      order={order}
                      now={now}
                      preparationMinutes={business.general_settings.preparation_minutes}
                      unseen={unseen.has(order.id)}
                      running={running?.orderId === order.id}
                      printState={printStates.get(order.id)}
                      onReprint={canPrint ? () => void reprintTicket(order) : undefined}
                      reprinting={reprint.isPending && reprint.variables?.orderId === order.id}
                      onOpen={() => {
                        see(order.id);
                        setOpen({ id: order.id, number: order.number });
                      }}
                      onAdvance={() => advance(order)}
                    />
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      );
  }

  return (
    <>
      {body}
      <OrderDetail businessId={business.id} chargesPix={business.has_pix_key || business.efi_connected} orderId={open?.id ?? null} number={open?.number ?? null} onClose={() => setOpen(null)} />
    </>
  );
}
